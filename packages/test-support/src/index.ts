// Test support shared by the server's tests and the console's end-to-end specs; never imported by
// production code (the lint rule of @vms/eslint-config refuses `**/test-support` imports there).
export { listOutbox, mailsTo, readLatestMail, readMail, type ReadAttachment, type ReadMail } from "./mail-reader.js";
