export { default } from "@vms/eslint-config";
