import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { SITE_SCENES } from "@vms/api-client";

/** A scene value of spec §3 (1–8 built in, 9 other/custom). */
export type SiteSceneValue = (typeof SITE_SCENES)[keyof typeof SITE_SCENES];

/** One choice of the scene select. */
export interface SceneOption {
  value: SiteSceneValue;
  label: MessageDescriptor;
}

/** Spec §3 scenes in order: park 1 … construction site 8, then 9 "other" (the organization's custom scenes). */
export const SCENE_OPTIONS: readonly SceneOption[] = [
  { value: SITE_SCENES.PARK, label: msg`Park` },
  { value: SITE_SCENES.STORE, label: msg`Store` },
  { value: SITE_SCENES.WAREHOUSE, label: msg`Warehouse` },
  { value: SITE_SCENES.FACTORY, label: msg`Factory` },
  { value: SITE_SCENES.RESTAURANT, label: msg`Restaurant` },
  { value: SITE_SCENES.HOTEL, label: msg`Hotel` },
  { value: SITE_SCENES.VILLA, label: msg`Villa` },
  { value: SITE_SCENES.CONSTRUCTION, label: msg`Construction site` },
  { value: SITE_SCENES.OTHER, label: msg`Other` },
];

/** The translatable name of a built-in scene, or undefined for an unknown value. */
export function sceneLabel(scene: number): MessageDescriptor | undefined {
  return SCENE_OPTIONS.find((o) => o.value === scene)?.label;
}
