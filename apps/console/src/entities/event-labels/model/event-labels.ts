import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AlarmEventType, TargetType } from "@vms/api-client";

// One vocabulary of event and alarm types and targets (spec §3, §9 taxonomy), translated when shown:
// event search, alerts and alarm rules name them alike.

/** Every event type an event or alarm carries (alarms add DEVICE_OFFLINE). */
export const eventTypeLabels: Record<AlarmEventType, MessageDescriptor> = {
  MANUAL: msg`Manual`,
  SCHEDULE: msg`Schedule`,
  MOTION: msg`Motion`,
  SENSOR: msg`Sensor`,
  POS: msg`POS`,
  SMART_MOTION: msg`Smart motion`,
  PERIMETER: msg`Perimeter`,
  PLATE: msg`Plate recognition`,
  OTHER: msg`Other`,
  DISK_ERROR: msg`Disk error`,
  IP_CONFLICT: msg`IP conflict`,
  NETWORK_DOWN: msg`Network down`,
  DEVICE_OFFLINE: msg`Device offline`,
};

export const targetLabels: Record<TargetType, MessageDescriptor> = {
  person: msg`Person`,
  motorVehicle: msg`Motor vehicle`,
  nonMotorVehicle: msg`Non-motor vehicle`,
  face: msg`Face`,
  plate: msg`Plate`,
};
