// /studentInfo (spec 001 section 2): loads the student file the query names, then hands it to the
// wizard shell. A new student (no id) loads the empty form; a copy loads its source.
import { Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ErrorState } from '../../../components/ErrorState';
import { isApiError } from '../../../lib/api-client';
import { fetchStudentInfo, infoQueryKey, type InfoParams } from '../api/student';
import { clerkApplyOf, parseWizardQuery } from '../nav';
import { WizardShell } from '../components/WizardShell';
import '../wizard.css';

export default function WizardPage() {
  const { t } = useTranslation('wizard');
  const [params] = useSearchParams();
  const query = useMemo(() => parseWizardQuery(params), [params]);
  // ?id=abc names no student: said as such, not taken for a new form.
  const rawId = params.get('id');
  const badId = rawId !== null && rawId.trim() !== '' && rawId.trim() !== '0' && query.id === 0;
  const back = { to: paths.myApply, label: t('apply.add.back') };
  const info: InfoParams = {
    id: query.id,
    carryUniId: query.carryUniId,
    carryMajorId: query.carryMajorId,
    isClerkApply: clerkApplyOf(query),
  };
  const draft = useQuery({
    queryKey: infoQueryKey(info),
    queryFn: ({ signal }) => fetchStudentInfo(info, signal),
    // The working copy lives in the shell; this answer is only its starting point.
    staleTime: Infinity,
    // Dropped when the page is left: coming back always loads the stored file.
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
    enabled: !badId,
  });

  if (badId)
    return (
      <div className="container wizard-page">
        <ErrorState message={t('notFound')} back={back} />
      </div>
    );

  if (draft.isPending)
    return (
      <div className="container wizard-page" aria-busy="true">
        <div className="wizard-layout">
          <div className="wizard-aside">
            <Skeleton active paragraph={{ rows: 8 }} title={false} />
          </div>
          <div className="wizard-main">
            <Skeleton active paragraph={{ rows: 10 }} />
          </div>
        </div>
      </div>
    );
  if (draft.isError)
    return (
      <div className="container wizard-page">
        <ErrorState message={isApiError(draft.error) ? draft.error.message : undefined} onRetry={() => void draft.refetch()} back={back} />
      </div>
    );
  // A new file identity (another student, or the copy turning into its own student) starts a new shell.
  return <WizardShell key={`${query.id}-${query.copy ? 'copy' : 'own'}`} loaded={draft.data} query={query} />;
}
