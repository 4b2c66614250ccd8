import { useCallback, useRef, useState } from "react";
import { createCaptcha } from "../api/create-captcha";

export interface Captcha {
  /** The server asked for an image code (20009 / needImgCode); the field is on screen. */
  shown: boolean;
  /** Id of the image on screen, sent with the typed code. */
  idCode: string | undefined;
  /** data: URL of the image, undefined until loaded. */
  image: string | undefined;
  loading: boolean;
  /** Shows the field and loads an image, unless one is already there. */
  show: () => void;
  /** Loads a new image (click on the image, or after 20007: the old one is used up). */
  refresh: () => void;
}

/** The image code of a form (spec §2 "verification image that is clicked to change"). */
export function useCaptcha(): Captcha {
  const [shown, setShown] = useState(false);
  const [data, setData] = useState<{ idCode: string; image: string } | null>(null);
  const [loading, setLoading] = useState(false);
  // Only the newest request may set the image: quick clicks must not show an older one.
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const ticket = ++latest.current;
    setShown(true);
    setLoading(true);
    createCaptcha()
      .then((result) => {
        if (ticket === latest.current) setData({ idCode: result.idCode, image: result.imgCodeImgData });
      })
      .catch(() => {
        // The failure has toasted (spec §8); clicking the image tries again.
      })
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
      });
  }, []);

  const show = useCallback(() => {
    if (!shown || !data) refresh();
  }, [shown, data, refresh]);

  return { shown, idCode: data?.idCode, image: data?.image, loading, show, refresh };
}
