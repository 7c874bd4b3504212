'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useEventTimeZone } from '@/lib/i18n/use-event-time-zone';
import { Dialog } from '@/components/account/Dialog';
import { FormFrame, SubmitButton } from '@/components/forms/FormFrame';
import { FormResult } from '@/components/forms/FormResult';
import { SelectField, TextAreaField, TextField } from '@/components/forms/fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { networking } from '@/lib/api/browser-calls';
import type { NetworkingBlocks, NetworkingPerson, NetworkingRequest } from '@/lib/api/schemas/networking';
import { NETWORKING_COMMENT_MAX, NETWORKING_NAME_MAX } from '@/lib/api/schemas/networking';
import { dayLabel, timeRange } from '@/lib/i18n/format';
import { LOCALE_META, type Locale } from '@/lib/i18n/locales';
import { networkingFailureOf } from '@/lib/networking/failures';
import { isoToLocal, localToIso, requestFormSchema } from '@/lib/schemas/networking-request';
import { useNetworking } from './networking-context';
import { PersonAvatar } from './PersonAvatar';
import styles from './Networking.module.css';

const ID = 'networking-request';
const FIELDS = ['name', 'comment', 'slotId', 'startsAt', 'roomId'] as const;

/**
 * Asking someone for a meeting, or changing a pending request one sent (docs/product.md#entities, docs/product.md#validation, docs/product.md#calls POST
 * /networking/events, PUT /networking/events/{id}): the meeting's subject, the time slot where
 * the networking conference has blocks (each slot with the docs/product.md#states legend: free, requested,
 * occupied — occupied ones cannot be chosen), otherwise an optional date and time, a room to
 * propose and a comment. A slot taken meanwhile: "slot no longer available", the slots are read
 * again and the choice is offered again, with everything else kept.
 */
export function RequestDialog({
  open,
  participant,
  request,
  onClose,
  onSaved,
}: {
  open: boolean;
  participant: NetworkingPerson;
  /** a pending request of the caller's to edit */
  request?: NetworkingRequest;
  onClose: () => void;
  onSaved: (request: NetworkingRequest) => void;
}) {
  const t = useTranslations('networking');
  const tErrors = useTranslations('ApiErrors');
  const locale = useLocale() as Locale;
  const iso = LOCALE_META[locale].iso;
  const timeZone = useEventTimeZone();
  const { conference } = useNetworking();
  const hasBlocks = conference?.hasBlocks ?? false;
  const [blocks, setBlocks] = useState<NetworkingBlocks | null>(null);
  const [blocksFailed, setBlocksFailed] = useState(false);
  const schema = useMemo(() => requestFormSchema(hasBlocks), [hasBlocks]);
  const defaults = useMemo(
    () => ({
      name: request?.name ?? '',
      comment: request?.comment ?? '',
      slotId: request?.slotId ? String(request.slotId) : '',
      startsAt: !hasBlocks && request?.startsAt ? isoToLocal(request.startsAt, timeZone) : '',
      roomId: request?.room ? String(request.room.id) : '',
    }),
    [request, hasBlocks, timeZone],
  );
  const { register, submit, pending, result, fail, setResult, messageRef, focusMessage, summaryRef, showSummary, summaryItems, fieldError, watch, setValue } = useApiForm({
    schema,
    defaultValues: defaults,
    fields: [...FIELDS],
  });

  const loadBlocks = useCallback(async () => {
    if (!hasBlocks) return;
    try {
      setBlocksFailed(false);
      setBlocks(await networking.getNetworkingBlocks(participant.id, request?.id));
    } catch {
      setBlocksFailed(true);
    }
  }, [hasBlocks, participant.id, request]);

  const requestId = request?.id;
  useEffect(() => {
    if (!open || !hasBlocks) return;
    let live = true;
    networking
      .getNetworkingBlocks(participant.id, requestId)
      .then((answer) => {
        if (!live) return;
        setBlocks(answer);
        setBlocksFailed(false);
      })
      .catch(() => {
        if (live) setBlocksFailed(true);
      });
    return () => {
      live = false;
    };
  }, [open, hasBlocks, participant.id, requestId]);

  const send = async (values: { name: string; comment: string; slotId: string; startsAt: string; roomId: string }) => {
    const body = {
      name: values.name,
      comment: values.comment || null,
      slotId: hasBlocks && values.slotId ? Number(values.slotId) : null,
      startsAt: !hasBlocks && values.startsAt ? localToIso(values.startsAt, timeZone) : null,
      roomId: values.roomId ? Number(values.roomId) : null,
    };
    try {
      const saved = request ? await networking.updateNetworkingRequest(request.id, body) : await networking.createNetworkingRequest({ participantId: participant.id, ...body });
      onSaved(saved);
    } catch (error) {
      const failure = networkingFailureOf(error, 'request');
      if (failure.kind === 'taken') {
        // Offer the choice again: fresh slot statuses, the taken one no longer selected.
        if (failure.key === 'networking.slot_unavailable') setValue('slotId', '');
        else setValue('roomId', '');
        await loadBlocks();
        setResult({ tone: 'error', lines: [tErrors(failure.message), t('request.chooseAgain')] });
        focusMessage();
        return;
      }
      fail(error, { lead: failure.key === null || failure.kind === 'failed' ? [tErrors(failure.message)] : [] });
    }
  };

  const chosenSlot = watch('slotId');
  const slot = blocks?.blocks.flatMap((b) => b.slots).find((s) => String(s.id) === chosenSlot) ?? null;
  const rooms = slot ? slot.rooms : (blocks?.rooms ?? conference?.rooms ?? []);
  const roomOptions = [
    ...rooms.map((room) => ({
      value: String(room.id),
      label: 'free' in room && room.free === false ? t('request.roomTaken', { room: room.name }) : room.name,
      disabled: 'free' in room && room.free === false,
    })),
  ];
  const labels: Record<string, string> = {
    name: t('request.name'),
    comment: t('request.comment'),
    slotId: t('request.slot'),
    startsAt: t('request.startsAt'),
    roomId: t('request.room'),
  };
  const firstSlot = blocks?.blocks.flatMap((b) => b.slots).find((s) => s.status !== 'occupied');
  const slotError = fieldError('slotId');
  const slotRegistration = register('slotId');
  const fullName = `${participant.name} ${participant.surname}`;

  return (
    <Dialog open={open} onClose={onClose} title={request ? t('request.editTitle') : t('request.title')}>
      <div className={styles.dialogBody}>
        <div className={styles.cardHead}>
          <PersonAvatar person={participant} size="small" />
          <p>
            <span className={styles.muted}>{t('request.with')}</span> <strong>{fullName}</strong>
            {participant.company ? <span className={styles.muted}> · {participant.company}</span> : null}
          </p>
        </div>
        <FormFrame
          id={ID}
          onSubmit={submit(send)}
          summary={showSummary ? summaryItems((name) => labels[name] ?? name, (name) => (name === 'slotId' && firstSlot ? `${ID}-slot-${firstSlot.id}` : `${ID}-${name}`)) : null}
          summaryRef={summaryRef}
          note={t('requiredNote')}
          headingLevel={3}
        >
          <TextField id={`${ID}-name`} label={labels.name!} required maxLength={NETWORKING_NAME_MAX} error={fieldError('name')} registration={register('name')} hint={t('request.nameHint')} />

          {hasBlocks ? (
            <fieldset className={styles.slots} aria-describedby={`${ID}-legend${slotError ? ` ${ID}-slotId-error` : ''}`} aria-invalid={slotError ? true : undefined}>
              <legend className={styles.slotsLegend}>
                {labels.slotId} <span aria-hidden="true">*</span>
                <span className="visually-hidden">{t('required')}</span>
              </legend>
              <ul id={`${ID}-legend`} className={styles.legend} aria-label={t('slots.legendLabel')}>
                {(['free', 'requested', 'occupied'] as const).map((status) => (
                  <li key={status}>
                    <span className={`${styles.dot} ${styles[`dot-${status}`]}`} aria-hidden="true" />
                    {t(`slots.${status}`)}: {t(`slots.${status}Means`)}
                  </li>
                ))}
              </ul>
              {slotError ? (
                <p id={`${ID}-slotId-error`} className={styles.fieldError}>
                  {slotError}
                </p>
              ) : null}
              {blocksFailed ? (
                <div role="alert" className={styles.notice}>
                  <p>{tErrors('loadingError')}</p>
                  <button type="button" className="button button-secondary" onClick={() => void loadBlocks()}>
                    {t('retry')}
                  </button>
                </div>
              ) : !blocks ? (
                <p role="status">{t('loading')}</p>
              ) : blocks.blocks.length === 0 ? (
                <p>{t('slots.none')}</p>
              ) : (
                blocks.blocks.map((block) => (
                  <div key={block.id} className={styles.block}>
                    <p className={styles.blockTitle}>
                      {block.name} · {dayLabel(block.date, iso)}
                    </p>
                    <ul className={styles.slotList}>
                      {block.slots.map((s) => (
                        <li key={s.id}>
                          <input
                            type="radio"
                            id={`${ID}-slot-${s.id}`}
                            value={String(s.id)}
                            disabled={s.status === 'occupied'}
                            {...slotRegistration}
                          />
                          <label htmlFor={`${ID}-slot-${s.id}`} className={`${styles.slot} ${styles[`slot-${s.status}`]}`}>
                            <span>{timeRange(s.startsAt, s.endsAt, iso, timeZone)}</span>
                            <span className={styles.slotStatus}>
                              <span className={`${styles.dot} ${styles[`dot-${s.status}`]}`} aria-hidden="true" />
                              {t(`slots.${s.status}`)}
                            </span>
                          </label>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))
              )}
            </fieldset>
          ) : (
            <TextField
              id={`${ID}-startsAt`}
              label={labels.startsAt!}
              type={'datetime-local' as 'text'}
              error={fieldError('startsAt')}
              registration={register('startsAt')}
              hint={t('request.startsAtHint', { minutes: 30 })}
            />
          )}

          <SelectField id={`${ID}-roomId`} label={labels.roomId!} options={roomOptions} error={fieldError('roomId')} registration={register('roomId')} hint={t('request.roomHint')} />
          <TextAreaField id={`${ID}-comment`} label={labels.comment!} counter={NETWORKING_COMMENT_MAX} error={fieldError('comment')} registration={register('comment')} />
          <FormResult ref={messageRef} result={result} />
          <div className={styles.dialogActions}>
            <SubmitButton busy={pending} label={request ? t('request.save') : t('request.send')} busyLabel={t('request.sending')} />
            <button type="button" className="button button-secondary" onClick={onClose}>
              {t('request.close')}
            </button>
          </div>
        </FormFrame>
      </div>
    </Dialog>
  );
}
