import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type CaptchaImageData = ResponseOf<"/code/pic/create">;

/** A new 4-character image code (POST /vms/code/pic/create); a failure toasts (spec §8). */
export function createCaptcha(): Promise<CaptchaImageData> {
  return apiClient.call("/code/pic/create", {});
}
