import { queryOptions, useQuery, keepPreviousData } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { base64Bytes, canDecodeKeyFrames, decodeKeyFrame } from "../lib/key-frame-decoder";

// The picture under the pointer on a timeline (issue 31 "thumbnails while scrubbing"): the key frame
// the server reads from the cloud recording or asks of the device (POST /vms/device/playback-thumbnail/get),
// decoded here with WebCodecs. Keyed by the thumbnail moment (a step of the zoom), so scrubbing
// asks once per step and going back over a step costs nothing.

export interface ThumbnailQuery {
  sn: string;
  chlIndex: number;
  source: "local" | "cloud";
  /** The thumbnail moment, Unix s (see thumbnailMoment). */
  time: number;
}

/** A decoded picture and the time of its key frame (Unix ms). */
export interface ScrubPicture {
  wallMs: number;
  bitmap: ImageBitmap;
}

export function thumbnailQueryOptions(q: ThumbnailQuery) {
  return queryOptions({
    queryKey: ["playback", "thumbnail", q.sn, q.chlIndex, q.source, q.time] as const,
    queryFn: async (): Promise<ScrubPicture> => {
      const answer = await apiClient.call("/device/playback-thumbnail/get", q, { hideTip: true });
      return { wallMs: answer.wallMs, bitmap: await decodeKeyFrame(answer.codec, base64Bytes(answer.data)) };
    },
    // A recorded moment's picture does not change; a few minutes of scrubbing stay cached.
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  });
}

/** The picture of a thumbnail moment; the previous one stays shown while the next loads. None without WebCodecs. */
export function useScrubPicture(q: ThumbnailQuery | null) {
  const none: ThumbnailQuery = { sn: "", chlIndex: 0, source: "local", time: 0 };
  return useQuery({ ...thumbnailQueryOptions(q ?? none), enabled: q !== null && canDecodeKeyFrames(), placeholderData: keepPreviousData });
}
