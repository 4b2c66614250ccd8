// Public API of the auth entity: what sign-in, sign-up, the MFA step and password recovery share —
// the login call, the image code and the e-mail code button (spec §2 widgets, §4 code states).
export { login } from "./api/login";
export { sendEmailCode } from "./api/send-email-code";
export { useCaptcha, type Captcha } from "./model/use-captcha";
export { useEmailCodeSender, type EmailCodeSender } from "./model/use-email-code-sender";
export { CaptchaField } from "./ui/captcha-field";
export { CodeSendButton } from "./ui/code-send-button";
export { EmailCodeField } from "./ui/email-code-field";
