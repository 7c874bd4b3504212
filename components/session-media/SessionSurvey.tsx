'use client';

import { lazy, Suspense } from 'react';
import { useRegistrationState } from '@/lib/participation/registration-state';
import styles from './SessionMedia.module.css';

const SurveyLoader = lazy(() => import('./SurveyPanel').then((m) => ({ default: m.SurveyLoader })));

/**
 * A session's survey (docs/product.md#scope, docs/product.md#validation), for the signed-in visitors it is open to: rendered from its
 * definition, answered once. Once answered it shows "thank you" and the answers, not the form
 * again (also after a reload: GET /conferences/surveys carries them). Nothing is rendered for
 * anyone else, so the cached page says nothing about it.
 */
export function SessionSurvey({ conferenceId }: { conferenceId: number }) {
  const { view } = useRegistrationState(conferenceId);
  const survey = view.phase === 'ready' ? view.state.survey : null;
  const state = view.phase === 'ready' ? view.state : null;
  if (!state || !survey?.open) return null;
  return (
    <Suspense fallback={<div className={styles.formSkeleton} aria-hidden="true" />}>
      <SurveyLoader key={survey.formId} state={state} formId={survey.formId} answered={survey.answered} />
    </Suspense>
  );
}
