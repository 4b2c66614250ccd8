// Public API of the auth entity: what sign-in, sign-up, the MFA step and password recovery share —
// the login call, the image code and the e-mail code button (spec §2 widgets, §4 code states).
export { login, useLoginMutation, type LoginRequest } from "./api/login";
export { createCaptcha, useCreateCaptchaMutation, type CaptchaImageData } from "./api/create-captcha";
export { sendEmailCode, useSendEmailCodeMutation, type CodeSent, type SendEmailCodeRequest } from "./api/send-email-code";
export { useCaptcha, type Captcha } from "./model/use-captcha";
export {
  classifyCodeSendFailure,
  codeLimitedMessage,
  codeSendFailedMessage,
  codeTooOftenMessage,
  type CodeSendFailure,
} from "./model/code-send-notices";
export { useEmailCodeSender, type EmailCodeSender, type EmailCodeSenderOptions } from "./model/use-email-code-sender";
export { CaptchaField, type CaptchaFieldProps } from "./ui/captcha-field";
export { CodeSendButton, type CodeSendButtonProps } from "./ui/code-send-button";
export { EmailCodeField, type EmailCodeFieldProps } from "./ui/email-code-field";
