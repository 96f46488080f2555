import type { components } from '../api/schema.gen';

type Schemas = components['schemas'];

/** `GET /api/office/planning/days`: today (India) and the next 14 days. */
export type Plan = Schemas['PlanOut'];
export type PlanDay = Schemas['PlanDayOut'];
export type PlanOrder = Schemas['PlanOrderOut'];
export type MethodLoad = Schemas['MethodLoadOut'];
export type PrintDay = Schemas['PrintDayOut'];
export type Capacity = Schemas['CapacityOut'];
export type TodayLoad = Schemas['TodayOut'];
