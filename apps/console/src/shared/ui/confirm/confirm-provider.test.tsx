import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/shared/testing";
import { useConfirm } from "./use-confirm";

function DeleteButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState("none");
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm({ title: "Delete role Guards?", text: "Its users lose its rights.", confirmLabel: "Delete" })))}>delete</button>
      <output>{answer}</output>
    </>
  );
}

// Issue 28 "Answered": destructive actions ask in one in-app dialog, not the browser's confirm().
describe("the in-app confirmation", () => {
  it("asks with the action's title and text, and answers true only on its confirming button", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DeleteButton />);
    await user.click(screen.getByRole("button", { name: "delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete role Guards?" });
    expect(dialog).toHaveTextContent("Its users lose its rights.");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("false")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "delete" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    expect(await screen.findByText("true")).toBeInTheDocument();
  });

  it("answers false when closed with Escape", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DeleteButton />);
    await user.click(screen.getByRole("button", { name: "delete" }));
    await screen.findByRole("dialog");
    await act(async () => user.keyboard("{Escape}"));
    expect(await screen.findByText("false")).toBeInTheDocument();
  });
});
