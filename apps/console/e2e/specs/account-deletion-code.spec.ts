import { registerUser } from "../fixtures/accounts";
import { outboxSnapshot, waitForEmailCode } from "../fixtures/outbox";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, test } from "../fixtures/test";

test.describe("issue #14 account deletion by e-mail code", () => {
  test("§7 /user/unregister*: the deletion is confirmed by the code mailed to the user instead of the password", async ({ page, baseURL }) => {
    const user = await registerUser(baseURL!);
    await openSignedIn(page, await loginViaApi(baseURL!, user), "/account");
    await page.getByTestId("delete-account-open").click();
    await page.getByTestId("delete-account-by-code").check();
    const seen = await outboxSnapshot();
    await page.getByTestId("send-code").click();
    const code = await waitForEmailCode(user.email, seen);
    await page.getByRole("textbox", { name: "E-mail code" }).fill(code);
    await page.getByTestId("delete-account-confirm").click();
    await expect(page).toHaveURL(/\/login/);
    await expect(loginViaApi(baseURL!, user)).rejects.toThrow();
  });
});
