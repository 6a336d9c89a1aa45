// The two apply-now checks (spec 001 section 7): may this user apply to this university, and where
// does the floating button lead. Not quiet: session ends and failures keep the shared reaction;
// 70020/70023/70024 are silent there and handled by the runner.
import type { ApplySituationAnswer, ApplyUniAnswer } from '@portal/shared';
import { api } from '../api-client';

export const applyUni = (uniId: number, majorId?: number) => api.post<ApplyUniAnswer>('/clerk/web/stu/apply/uni', { uniId, majorId });
export const applySituation = () => api.post<ApplySituationAnswer>('/clerk/web/stu/apply/situation', {});
