// The one table of built step panels. A step is added by adding its row; the shell lists all 11
// names and lets the user open only the steps found here.
import type { StepNo } from '@portal/shared';
import type { StepPanelLoader } from '../types';

export const STEP_PANELS: Partial<Record<StepNo, StepPanelLoader>> = {
  1: () => import('./Step01Basic'),
  2: () => import('./Step02Apply'),
  3: () => import('./Step03Education'),
  4: () => import('./Step04Work'),
  5: () => import('./Step05Language'),
  6: () => import('./Step06Referrer'),
  7: () => import('./Step07Guardian'),
  8: () => import('./Step08Card'),
  9: () => import('./Step09Kinsfolk'),
  10: () => import('./Step10Attachments'),
  11: () => import('./Step11Other'),
};

export const REGISTERED_STEPS: ReadonlySet<number> = new Set(Object.keys(STEP_PANELS).map(Number));
