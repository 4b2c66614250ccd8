import type { MessageDescriptor } from "@lingui/core";
import { Trans } from "@lingui/react";
import type { ReactElement } from "react";

export interface RichMessageProps {
  /** A `msg` descriptor whose text marks parts with numbered tags, e.g. "Have one? <0>Sign in</0>". */
  message: MessageDescriptor;
  /** The element each numbered tag becomes (its translated text becomes the element's children). */
  components: Record<number, ReactElement>;
}

/**
 * A translated sentence with links inside it. Translators see and move the whole sentence, tags
 * included; the words of a link are never split out of their sentence.
 */
export function RichMessage({ message, components }: RichMessageProps) {
  return <Trans id={message.id} message={message.message} values={message.values} components={components} />;
}
