import svgCaptcha from "svg-captcha";

/** An image code: the answer and its SVG picture. */
export interface CaptchaImage {
  text: string;
  svg: string;
}

/** Draws image codes; buildApp takes another one in tests so they know the answer. */
export type CaptchaGenerator = () => CaptchaImage;

// Upper-case letters and digits without the look-alikes 0/O/Q, 1/I/L, 2/Z, 5/S, 8/B: the
// answer is compared case-insensitively, so lower case would only add confusion.
const CHARSET = "ACDEFGHJKMNPRTUVWXY34679";

/** 4 characters (spec §9 "image code 4 characters"), coloured, with noise lines. */
export const svgCaptchaGenerator: CaptchaGenerator = () => {
  const { text, data } = svgCaptcha.create({ size: 4, charPreset: CHARSET, noise: 3, color: true, width: 120, height: 40 });
  return { text, svg: data };
};
