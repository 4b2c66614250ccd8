import { useMutation } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type CaptchaImageData = ResponseOf<"/code/pic/create">;

/** A new 4-character image code (POST /vms/code/pic/create); a failure toasts (spec §8). */
export function createCaptcha(): Promise<CaptchaImageData> {
  return apiClient.call("/code/pic/create", {});
}

/** Mutation around {@link createCaptcha}: every image is single-use, so it is never cached. */
export function useCreateCaptchaMutation() {
  return useMutation({ mutationFn: createCaptcha });
}
