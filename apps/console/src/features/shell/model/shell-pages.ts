import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Title of every logged-in page (spec §2), translated when shown. */
export const shellPageTitles = {
  live: msg`Live view`,
  search: msg`Event search`,
  archives: msg`Archives`,
  archivesDetails: msg`Archive details`,
  device: msg`Asset management`,
  settings: msg`Settings`,
  orgManagement: msg`Organization management`,
  orgUserDetail: msg`User details`,
  personAlarmRule: msg`Person alarm rules`,
  generalAlarmRule: msg`General alarm rules`,
  generalVehicle: msg`Vehicle plate libraries`,
  groupDetail: msg`Plate group details`,
  alarmRules: msg`Alarm rules`,
  siteList: msg`Sites`,
  privacySecurity: msg`Privacy and security`,
  mfaConfig: msg`Multi-factor authentication`,
  operationLogs: msg`Operation logs`,
  personalLogs: msg`Login logs`,
  service: msg`Service`,
  licenseList: msg`Camera licenses`,
  licensePurchase: msg`Purchase licenses`,
  licenseConf: msg`Confirm license order`,
  licensePay: msg`Pay for licenses`,
  cloudStoragePurchase: msg`Cloud storage`,
  cloudStorageBuy: msg`Buy cloud storage`,
  installer: msg`Installer`,
  order: msg`Order records`,
  alerts: msg`Alerts`,
  account: msg`Account`,
  storageManagement: msg`Storage management`,
  versionInfo: msg`Version information`,
  faq: msg`Frequently asked questions`,
} satisfies Record<string, MessageDescriptor>;

/** A logged-in page that has a title. */
export type ShellPageId = keyof typeof shellPageTitles;
