import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/shared/testing";
import { FaqPage } from "./faq-page";

describe("FAQ (spec §1)", { timeout: 20_000 }, () => {
  it("§1: answers binding a device, licences, sharing and MFA", async () => {
    await renderWithProviders(<FaqPage />);
    for (const question of [/add \(bind\) a camera/, /camera licences/, /share a video/, /multi-factor authentication/]) {
      expect(screen.getByRole("button", { name: question })).toBeInTheDocument();
    }
  });

  it("§1: an answer opens from the keyboard", async () => {
    await renderWithProviders(<FaqPage />);
    const question = screen.getByRole("button", { name: /add \(bind\) a camera/ });
    expect(question).toHaveAttribute("aria-expanded", "false");
    question.focus();
    await userEvent.keyboard("{Enter}");
    expect(question).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/serial number \(SN\) and its security code/)).toBeVisible();
  });

  it("issue 28: a lost authenticator is answered with what the product does (no administrator removes it)", async () => {
    await renderWithProviders(<FaqPage />);
    await userEvent.click(screen.getByRole("button", { name: /lost my phone/ }));
    const answer = screen.getByText(/remove the lost authenticator/);
    expect(answer).toHaveTextContent("Account, Multi-factor authentication");
    expect(answer).toHaveTextContent("removing one asks for your password");
    expect(answer).not.toHaveTextContent(/administrator to remove/);
  });

  it("§1: the questions are translated into Chinese", async () => {
    await renderWithProviders(<FaqPage />, { locale: "zh-CN" });
    expect(screen.queryByRole("button", { name: /add \(bind\) a camera/ })).toBeNull();
    expect(screen.getByRole("button", { name: "如何添加（绑定）摄像机或录像机？" })).toBeInTheDocument();
    expect(screen.getAllByRole("button")).toHaveLength(10);
  });

  it("§9: each question is a level-2 heading holding its button", async () => {
    await renderWithProviders(<FaqPage />);
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings).toHaveLength(10);
    expect(headings[0]).toContainElement(screen.getByRole("button", { name: /add \(bind\) a camera/ }));
  });
});
