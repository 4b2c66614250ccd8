import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError, Code } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi, renderWithProviders } from "@/shared/testing";
import { ArchiveSharePage } from "./archive-share-page";

describe("the public share page (spec §2 /archives-share/{id}, §8 31100-31114)", () => {
  it("a revoked link shows only its translated 31103 message: no title, no player", async () => {
    mockApi({
      "/archives/video/no-token/list": () => {
        throw new ApiError(Code.SHARE_REVOKED, "server text");
      },
    });
    await renderWithProviders(<ArchiveSharePage token="t1" />);
    expect(await screen.findByTestId("share-refused")).toHaveTextContent("This share link has been revoked.");
    expect(screen.queryByText("server text")).toBeNull();
    expect(screen.queryByTestId("archive-video")).toBeNull();
  });

  it("§8 silent 31101/31109: the access code is asked at its field, then sent", async () => {
    const api = mockApi({
      "/archives/video/no-token/list": [
        () => {
          throw new ApiError(Code.SHARE_ACCESS_CODE_REQUIRED, "");
        },
        () => {
          throw new ApiError(Code.SHARE_ACCESS_CODE_WRONG, "");
        },
      ],
    });
    await renderWithProviders(<ArchiveSharePage token="t1" />);
    const field = await screen.findByRole("textbox", { name: "Access code" });
    expect(screen.getByText("Enter the access code of this link.")).toBeInTheDocument();
    await userEvent.type(field, "abcd1234");
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText("The access code is wrong.")).toBeInTheDocument();
    expect(callsTo(api, "/archives/video/no-token/list").at(-1)).toEqual({ token: "t1", accessCode: "abcd1234" });
    expect(screen.queryByTestId("share-refused")).toBeNull();
  }, 20_000);
});
