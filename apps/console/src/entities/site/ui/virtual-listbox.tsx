import { useVirtualizer } from "@tanstack/react-virtual";
import { Children, isValidElement, useCallback, useContext, useEffect, useRef, type HTMLAttributes, type MutableRefObject, type Ref } from "react";
import { ListboxScrollContext } from "./listbox-scroll-context";

/** Height of one option row in pixels (MUI's dense-enough option height). */
const ROW_HEIGHT = 36;

/** The `data-key` an option element carries, to find it among the listbox children. */
const keyOf = (child: unknown): string | undefined =>
  isValidElement<{ "data-key"?: string }>(child) ? child.props["data-key"] : undefined;

export type ListboxProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement>; ownerState?: unknown };

/**
 * An Autocomplete listbox that only mounts the options in view (@tanstack/react-virtual), for
 * organizations with many sites. Keyboard highlighting scrolls through the context above, because
 * Autocomplete can only scroll to options that exist in the DOM.
 */
export function VirtualListbox({ children, ref, ownerState: _ownerState, ...props }: ListboxProps) {
  const items = Children.toArray(children);
  const scrollElement = useRef<HTMLUListElement | null>(null);
  const scrollTo = useContext(ListboxScrollContext);
  const virtualizer = useVirtualizer({ count: items.length, getScrollElement: () => scrollElement.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });

  useEffect(() => {
    if (!scrollTo) return;
    scrollTo.current = (key) => {
      const index = items.findIndex((item) => keyOf(item) === key);
      if (index >= 0) virtualizer.scrollToIndex(index, { align: "auto" });
    };
    return () => {
      scrollTo.current = null;
    };
  });

  const setRef = useCallback(
    (node: HTMLUListElement | null) => {
      scrollElement.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) (ref as MutableRefObject<HTMLElement | null>).current = node;
    },
    [ref],
  );

  return (
    <ul {...props} ref={setRef} data-virtualized="true">
      <div role="presentation" style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div key={row.key} role="presentation" style={{ position: "absolute", top: 0, left: 0, width: "100%", height: row.size, transform: `translateY(${row.start}px)` }}>
            {items[row.index]}
          </div>
        ))}
      </div>
    </ul>
  );
}
