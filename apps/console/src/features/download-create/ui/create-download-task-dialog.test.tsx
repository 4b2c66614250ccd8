import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError, Code } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hostDownloadManager, useDownloadManagerOpen } from "@/shared/download-manager";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { CreateDownloadTaskDialog } from "./create-download-task-dialog";

const at = Date.UTC(2026, 10, 24, 8, 0, 0) / 1000;
const channel = { sn: "N1", chlIndex: 2, siteName: "Lobby", chlName: "Door" };
const segment = { startTime: at - 600, endTime: at + 3_600, type: "MOTION" as const };

describe("create download task dialog (spec §5 Downloads, §7 create result)", () => {
  beforeEach(() => sessionStore.signIn(loginResultFixture()));
  afterEach(() => sessionStore.clear());

  it("§5 30 s by default: result 0 shows the file and a link to the download list", async () => {
    const api = mockApi({
      "/device/rec-log/list": () => ({ segments: [segment] }),
      "/download-task/create": () => ({ result: 0, taskId: "t1", fileName: "Lobby_Door_20261124080000_20261124080030.avi", startTime: 0, endTime: 30, clamped: false }),
    });
    await renderWithProviders(<CreateDownloadTaskDialog open onClose={() => {}} channel={channel} at={at} />);
    expect(await screen.findByTestId("download-file-name")).toHaveTextContent("Lobby_Door_20261124080000_20261124080030.avi");
    await userEvent.click(screen.getByTestId("create-download"));
    expect(await screen.findByTestId("download-created")).toHaveTextContent("Lobby_Door_20261124080000_20261124080030.avi");
    expect(screen.getByRole("link", { name: "Open the download list" })).toHaveAttribute("href", "/account");
    expect(callsTo(api, "/download-task/create")).toEqual([{ sn: "N1", chlIndex: 2, startTime: at, endTime: at + 30 }]);
  });

  it("issue 31 §5: a clip cut on the timeline opens as the custom range and creates exactly that span", async () => {
    const api = mockApi({
      "/device/rec-log/list": () => ({ segments: [segment] }),
      "/download-task/create": () => ({ result: 0, taskId: "t1", fileName: "Lobby_Door_20261124080010_20261124080052.avi", startTime: at + 10, endTime: at + 52, clamped: false }),
    });
    await renderWithProviders(<CreateDownloadTaskDialog open onClose={() => {}} channel={channel} at={at + 10} range={{ startTime: at + 10, endTime: at + 52 }} />);
    expect(await screen.findByRole("radio", { name: "Custom (at most 60 minutes)" })).toBeChecked();
    expect(screen.getByTestId("download-file-name")).toHaveTextContent("Lobby_Door_20261124080010_20261124080052.avi");
    await userEvent.click(screen.getByTestId("create-download"));
    expect(await screen.findByTestId("download-created")).toBeInTheDocument();
    expect(callsTo(api, "/download-task/create")).toEqual([{ sn: "N1", chlIndex: 2, startTime: at + 10, endTime: at + 52 }]);
  });

  it("issue 28: a range the server clamped at now says so with the range the file really covers; an unclamped one does not", async () => {
    const created = { result: 0 as const, taskId: "t1", fileName: "f.avi", startTime: at, endTime: at + 125, clamped: true };
    mockApi({ "/device/rec-log/list": () => ({ segments: [segment] }), "/download-task/create": () => created });
    await renderWithProviders(<CreateDownloadTaskDialog open onClose={() => {}} channel={channel} at={at} />);
    await userEvent.click(await screen.findByRole("radio", { name: "5 minutes" }));
    await userEvent.click(screen.getByTestId("create-download"));
    const p = (n: number) => String(n).padStart(2, "0");
    const local = (sec: number) => {
      const d = new Date(sec * 1000);
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    };
    expect(await screen.findByTestId("download-clamped")).toHaveTextContent(`The end was in the future, so the download stops now: it covers ${local(at)} to ${local(at + 125)}.`);
  });

  it("issue 28: zh-CN says the clamp in Chinese", async () => {
    mockApi({ "/device/rec-log/list": () => ({ segments: [segment] }), "/download-task/create": () => ({ result: 0 as const, taskId: "t1", fileName: "f.avi", startTime: at, endTime: at + 10, clamped: true }) });
    await renderWithProviders(<CreateDownloadTaskDialog open onClose={() => {}} channel={channel} at={at} />, { locale: "zh-CN" });
    await userEvent.click(await screen.findByTestId("create-download"));
    expect((await screen.findByTestId("download-clamped")).textContent).not.toMatch(/future/);
  });

  it("§7 'created with a link to the download list': inside the shell the link opens the download task manager and closes the dialog", async () => {
    mockApi({
      "/device/rec-log/list": () => ({ segments: [segment] }),
      "/download-task/create": () => ({ result: 0, taskId: "t1", fileName: "f.avi", startTime: 0, endTime: 30, clamped: false }),
    });
    const unhost = hostDownloadManager();
    const onClose = vi.fn();
    function ManagerState() {
      return <output data-testid="manager-open">{String(useDownloadManagerOpen())}</output>;
    }
    try {
      const { router } = await renderWithProviders(
        <>
          <CreateDownloadTaskDialog open onClose={onClose} channel={channel} at={at} />
          <ManagerState />
        </>,
      );
      await userEvent.click(await screen.findByTestId("create-download"));
      await userEvent.click(await screen.findByRole("link", { name: "Open the download list" }));
      expect(screen.getByTestId("manager-open")).toHaveTextContent("true");
      expect(onClose).toHaveBeenCalled();
      expect(router.state.location.pathname).toBe("/");
    } finally {
      unhost();
    }
  });

  it("§5 presets 1, 5 and 15 minutes set the end", async () => {
    const api = mockApi({ "/device/rec-log/list": () => ({ segments: [segment] }), "/download-task/create": () => ({ result: 0, taskId: "t1", fileName: "f.avi", startTime: 0, endTime: 30, clamped: false }) });
    await renderWithProviders(<CreateDownloadTaskDialog open onClose={() => {}} channel={channel} at={at} />);
    await userEvent.click(await screen.findByRole("radio", { name: "15 minutes" }));
    expect(screen.getByTestId("download-file-name")).toHaveTextContent("_20261124081500.avi");
    await userEvent.click(screen.getByTestId("create-download"));
    await vi.waitFor(() => expect(callsTo(api, "/download-task/create")).toEqual([{ sn: "N1", chlIndex: 2, startTime: at, endTime: at + 900 }]));
  });

  it("§5/§9 custom range over 60 minutes or ending before it starts cannot be created", async () => {
    mockApi({});
    await renderWithProviders(<CreateDownloadTaskDialog open onClose={() => {}} channel={channel} at={at} />);
    await userEvent.click(await screen.findByRole("radio", { name: "Custom (at most 60 minutes)" }));
    const end = screen.getByLabelText("End");
    const start = (screen.getByLabelText("Start") as HTMLInputElement).value;
    const plus = (minutes: number) => {
      const d = new Date(start);
      d.setMinutes(d.getMinutes() + minutes);
      const p = (n: number) => String(n).padStart(2, "0");
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    };
    fireEvent.change(end, { target: { value: plus(61) } });
    expect(screen.getByText("A download is at most 60 minutes.")).toBeInTheDocument();
    expect(screen.getByTestId("create-download")).toBeDisabled();
    fireEvent.change(end, { target: { value: plus(-1) } });
    expect(screen.getByText("The end must be after the start.")).toBeInTheDocument();
    fireEvent.change(end, { target: { value: plus(60) } });
    expect(screen.getByTestId("create-download")).toBeEnabled();
  });

  it("§7 an empty recording log says createTaskFailed and creates nothing", async () => {
    const api = mockApi({ "/device/rec-log/list": () => ({ segments: [] }) });
    await renderWithProviders(<CreateDownloadTaskDialog open onClose={() => {}} channel={channel} at={at} />);
    await userEvent.click(await screen.findByTestId("create-download"));
    expect(await screen.findByTestId("download-failed")).toHaveTextContent("Could not create the download task");
    expect(callsTo(api, "/download-task/create")).toEqual([]);
  });

  it("§7 a refused create is a failure with its message", async () => {
    mockApi({
      "/device/rec-log/list": () => ({ segments: [segment] }),
      "/download-task/create": () => {
        throw new ApiError(Code.DEVICE_OFFLINE, "");
      },
    });
    await renderWithProviders(<CreateDownloadTaskDialog open onClose={() => {}} channel={channel} at={at} />);
    await userEvent.click(await screen.findByTestId("create-download"));
    expect(await screen.findByTestId("download-failed")).not.toBeEmptyDOMElement();
  });

  it("§3: a cloud playback creates a cloud task without asking the device's log", async () => {
    const api = mockApi({ "/download-task/create": () => ({ result: 0, taskId: "t1", fileName: "Lobby_Door_20261124080000_20261124080030.avi", startTime: 0, endTime: 30, clamped: false }) });
    await renderWithProviders(<CreateDownloadTaskDialog open onClose={() => {}} channel={channel} at={at} source="cloud" />);
    await userEvent.click(await screen.findByTestId("create-download"));
    expect(await screen.findByTestId("download-created")).toBeInTheDocument();
    expect(callsTo(api, "/download-task/create")).toEqual([{ sn: "N1", chlIndex: 2, startTime: at, endTime: at + 30, source: "cloud" }]);
    expect(callsTo(api, "/device/rec-log/list")).toEqual([]);
  });

  it("§4 (issue 27): a channel no licence covers shows the licence warning with the way to buy", async () => {
    mockApi({
      "/func-res/list": () => ({ roleAuthList: [{ resCode: "vms_license_mgr" }] }),
      "/func-res/dynamic-list": () => ({ dynamicAuthList: [] }),
      "/device/rec-log/list": () => ({ segments: [segment] }),
      "/download-task/create": () => {
        throw new ApiError(Code.NOT_LICENSED, "");
      },
    });
    await renderWithProviders(<CreateDownloadTaskDialog open onClose={() => {}} channel={channel} at={at} />);
    await userEvent.click(await screen.findByTestId("create-download"));
    const notice = await screen.findByTestId("channel-licence-notice");
    expect(notice).toHaveAttribute("data-code", String(Code.NOT_LICENSED));
    expect(await screen.findByRole("link", { name: "Buy licenses" })).toHaveAttribute("href", "/service/servicelicense/purchase");
  });
});
