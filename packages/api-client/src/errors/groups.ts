import type { MessageDescriptor } from "./message.js";

/** Error groups of spec §8, plus `session` for the forced-logout codes and `other` for listed-only codes. */
export type ErrorGroup =
  | "parameters" | "captcha" | "permission" | "user" | "tooFrequent" | "invites" | "device"
  | "sites" | "licence" | "payment" | "plateLibrary" | "contact" | "alarmRules" | "layout"
  | "archive" | "accountDeletion" | "mfa" | "audit" | "push" | "http" | "client" | "session" | "other";

/** Fallback text per group, used for codes the spec lists without a meaning. `{code}` is filled in. */
export const groupMessages: Record<ErrorGroup, MessageDescriptor> = {
  parameters: /*i18n*/ { id: "error.group.parameters", message: "The request was not valid (error {code})." },
  captcha: /*i18n*/ { id: "error.group.captcha", message: "The verification code was not accepted (error {code})." },
  permission: /*i18n*/ { id: "error.group.permission", message: "You do not have permission for this (error {code})." },
  user: /*i18n*/ { id: "error.group.user", message: "The account operation failed (error {code})." },
  tooFrequent: /*i18n*/ { id: "error.group.tooFrequent", message: "Too many requests. Please try again later (error {code})." },
  invites: /*i18n*/ { id: "error.group.invites", message: "The invitation could not be processed (error {code})." },
  device: /*i18n*/ { id: "error.group.device", message: "The device operation failed (error {code})." },
  sites: /*i18n*/ { id: "error.group.sites", message: "The site operation failed (error {code})." },
  licence: /*i18n*/ { id: "error.group.licence", message: "The licence operation failed (error {code})." },
  payment: /*i18n*/ { id: "error.group.payment", message: "The payment failed (error {code})." },
  plateLibrary: /*i18n*/ { id: "error.group.plateLibrary", message: "The plate library operation failed (error {code})." },
  contact: /*i18n*/ { id: "error.group.contact", message: "The contact operation failed (error {code})." },
  alarmRules: /*i18n*/ { id: "error.group.alarmRules", message: "The alarm rule operation failed (error {code})." },
  layout: /*i18n*/ { id: "error.group.layout", message: "The layout operation failed (error {code})." },
  archive: /*i18n*/ { id: "error.group.archive", message: "The archive operation failed (error {code})." },
  accountDeletion: /*i18n*/ { id: "error.group.accountDeletion", message: "The account cannot be deleted (error {code})." },
  mfa: /*i18n*/ { id: "error.group.mfa", message: "Multi-factor verification failed (error {code})." },
  audit: /*i18n*/ { id: "error.group.audit", message: "The audit log operation failed (error {code})." },
  push: /*i18n*/ { id: "error.group.push", message: "The live connection was interrupted (error {code})." },
  http: /*i18n*/ { id: "error.group.http", message: "The server answered with HTTP status {code}." },
  client: /*i18n*/ { id: "error.group.client", message: "The request could not be completed (error {code})." },
  session: /*i18n*/ { id: "error.group.session", message: "Your session has ended. Please sign in again (error {code})." },
  other: /*i18n*/ { id: "error.group.other", message: "The operation failed (error {code})." },
};
