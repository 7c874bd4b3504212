'use client';

import { useCallback, useId, useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { SelectField, TextField } from '@/components/forms/fields';
import { FormResult } from '@/components/forms/FormResult';
import { useApiForm } from '@/components/forms/use-api-form';
import formStyles from '@/components/forms/Form.module.css';
import { checkin } from '@/lib/api/browser-calls';
import { CHECKIN_EVENTS, type CheckinLists, type CheckinListWithRecent, type CheckinRoomChoice, type CheckinScan, type CheckinScanned } from '@/lib/api/schemas/checkin';
import { localizePath } from '@/lib/i18n/detect';
import { isLocale } from '@/lib/i18n/locales';
import { useChannel } from '@/lib/realtime/react';
import { href } from '@/lib/routing/routes';
import { checkinListFormSchema, checkinRenameFormSchema, whereToBody } from '@/lib/schemas/checkin-list';
import { RECENT_SCANS, withScan } from './lists-model';
import { ScanVerdict } from './ScanVerdict';
import styles from './Checkin.module.css';

const FORM_ID = 'checkin-new';

/**
 * The organiser's check-in lists (`/moderacion/accesos`): make one for the event's entrance or a
 * session's room, rename, close and reopen it, hand its staff link to door volunteers (and change
 * it: the old link stops at once), open its door page, and follow each list's counts and last
 * scans live on the organisers' channel (`checkin.scanned`); every (re)subscription reads the
 * lists again, so a dropped connection heals itself.
 */
export function CheckinListsAdmin({ initial, rooms }: { initial: CheckinLists; rooms: CheckinRoomChoice[] }) {
  const t = useTranslations('Checkin');
  const [lists, setLists] = useState(initial.lists);

  const reload = useCallback(() => {
    checkin
      .getCheckinLists()
      .then((fresh) => setLists(fresh.lists))
      .catch(() => {
        // The screen keeps what it shows; the next event or subscription reads again.
      });
  }, []);

  useChannel(initial.channel, {
    [CHECKIN_EVENTS.scanned]: (data) => setLists((all) => withScan(all, data as CheckinScanned)),
    'pusher:subscription_succeeded': reload,
  });

  const replace = (list: Partial<CheckinListWithRecent> & { id: number }) => setLists((all) => all.map((l) => (l.id === list.id ? { ...l, ...list } : l)));

  return (
    <>
      <NewListForm rooms={rooms} onCreated={(list) => setLists((all) => [...all, { ...list, recent: [] }])} />
      <section aria-labelledby="checkin-lists" className={styles.section}>
        <h2 id="checkin-lists">{t('lists.title')}</h2>
        {lists.length === 0 ? <p>{t('lists.empty')}</p> : null}
        <ul className={styles.lists}>
          {lists.map((list) => (
            <li key={list.id}>
              <ListCard list={list} onChange={replace} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function NewListForm({ rooms, onCreated }: { rooms: CheckinRoomChoice[]; onCreated: (list: CheckinListWithRecent) => void }) {
  const t = useTranslations('Checkin');
  const { submit, succeed, fail, fieldError, summaryItems, showSummary, summaryRef, messageRef, result, pending, register } = useApiForm({
    schema: checkinListFormSchema,
    defaultValues: { name: '', where: '' },
    fields: ['name', 'where'],
    apiErrors: { aliases: { kind: 'where', conferenceId: 'where', roomId: 'where' } },
  });
  const labels: Record<string, string> = { name: t('create.name'), where: t('create.where') };
  const options = [
    { value: 'entrance', label: t('create.entrance') },
    ...rooms.flatMap((s) =>
      s.rooms.length === 0
        ? [{ value: `room:${s.conferenceId}:`, label: t('create.roomOption', { session: s.title, room: t('create.noRooms') }) }]
        : s.rooms.map((r) => ({ value: `room:${s.conferenceId}:${r.id}`, label: t('create.roomOption', { session: s.title, room: r.name }) })),
    ),
  ];

  const send = submit(async (values) => {
    const where = whereToBody(values.where)!;
    try {
      const list = await checkin.createCheckinList({ name: values.name, ...where });
      onCreated({ ...list, recent: [] });
      succeed([t('create.created', { name: list.name })], { name: '', where: values.where ?? '' });
    } catch (error) {
      fail(error, { lead: [t('create.failed')] });
    }
  });

  return (
    <section aria-labelledby="checkin-new-title" className={styles.section}>
      <h2 id="checkin-new-title">{t('create.title')}</h2>
      <form className={formStyles.form} noValidate onSubmit={send}>
        {showSummary ? <ErrorSummary ref={summaryRef} id={`${FORM_ID}-errors`} headingLevel={3} items={summaryItems((n) => labels[n] ?? n, (n) => `${FORM_ID}-${n}`)} /> : null}
        <TextField id={`${FORM_ID}-name`} label={t('create.name')} hint={t('create.nameHint')} required error={fieldError('name')} registration={register('name')} autoComplete="off" />
        <SelectField id={`${FORM_ID}-where`} label={t('create.where')} hint={t('create.whereHint')} required error={fieldError('where')} registration={register('where')} options={options} />
        <FormResult ref={messageRef} result={result} />
        <div className={formStyles.actions}>
          <button type="submit" className={`button ${formStyles.submit}`} aria-disabled={pending || undefined}>
            {pending ? t('create.submitting') : t('create.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

function ListCard({ list, onChange }: { list: CheckinListWithRecent; onChange: (list: Partial<CheckinListWithRecent> & { id: number }) => void }) {
  const t = useTranslations('Checkin');
  const locale = useLocale();
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [key, setKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const doorPath = localizePath(isLocale(locale) ? locale : 'es', href('door', { list: list.id }));
  const link = key ? `${window.location.origin}${doorPath}#k=${key}` : '';

  async function run<T>(call: () => Promise<T>, done: (value: T) => void) {
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      done(await call());
    } catch {
      setError(t('list.failed'));
    } finally {
      setBusy(false);
    }
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setNotice(t('list.copied'));
    } catch {
      setNotice(t('list.copyFailed'));
    }
  };

  const where = list.kind === 'entrance' ? t('list.entrance') : t('list.roomOf', { session: list.sessionTitle ?? '', room: list.roomName ?? t('create.noRooms') });
  const closed = list.closedAt !== null;
  return (
    <article className={styles.card} aria-labelledby={`${id}-name`} data-testid="checkin-list" data-list={list.id}>
      <header className={styles.cardHead}>
        <h3 id={`${id}-name`} className={styles.cardTitle}>
          {list.name}
        </h3>
        <p className={styles.meta}>
          {where} · <span className={closed ? styles.closed : styles.open}>{closed ? t('list.closed') : t('list.open')}</span>
        </p>
      </header>
      <dl className={styles.counts} data-testid="checkin-counts">
        <div>
          <dt>{t('counts.inside')}</dt>
          <dd data-testid="count-inside">{list.counts.inside}</dd>
        </div>
        <div>
          <dt>{t('counts.checkedIn')}</dt>
          <dd data-testid="count-checked-in">{list.counts.checkedIn}</dd>
        </div>
        <div>
          <dt>{t('counts.expected')}</dt>
          <dd data-testid="count-expected">{list.counts.expected}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <a className="button" href={doorPath}>
          {t('list.openDoor')}
          <span className="visually-hidden"> · {list.name}</span>
        </a>
        <button type="button" className="button button-secondary" aria-disabled={busy || undefined} aria-expanded={renaming} onClick={() => setRenaming((v) => !v)}>
          {t('list.rename')}
          <span className="visually-hidden"> · {list.name}</span>
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={busy || undefined}
          onClick={() => void run(() => checkin.setCheckinListClosed(list.id, !closed), (fresh) => onChange(fresh))}
        >
          {closed ? t('list.reopen') : t('list.close')}
          <span className="visually-hidden"> · {list.name}</span>
        </button>
      </div>
      {renaming ? (
        <RenameForm
          list={list}
          onDone={(name) => {
            if (name !== null) {
              onChange({ id: list.id, name });
              setNotice(t('list.renamed'));
            }
            setRenaming(false);
          }}
        />
      ) : null}
      <section className={styles.staff} aria-labelledby={`${id}-staff`}>
        <h4 id={`${id}-staff`} className={styles.subTitle}>
          {t('list.staffLink')}
        </h4>
        <div className={styles.actions}>
          {key ? (
            <>
              <button type="button" className="button button-secondary" onClick={() => void copy()}>
                {t('list.copy')}
              </button>
              <button type="button" className="button button-secondary" aria-disabled={busy || undefined} onClick={() => void run(() => checkin.rotateStaffLink(list.id), (l) => (setKey(l.key), setNotice(t('list.rotated'))))}>
                {t('list.rotate')}
              </button>
            </>
          ) : (
            <button type="button" className="button button-secondary" aria-disabled={busy || undefined} onClick={() => void run(() => checkin.getStaffLink(list.id), (l) => setKey(l.key))}>
              {t('list.showLink')}
              <span className="visually-hidden"> · {list.name}</span>
            </button>
          )}
        </div>
        {key ? (
          <div className={formStyles.field}>
            <label htmlFor={`${id}-link`}>{t('list.linkLabel')}</label>
            <input id={`${id}-link`} className={styles.linkInput} type="text" readOnly value={link} aria-describedby={`${id}-hint`} onFocus={(e) => e.currentTarget.select()} data-testid="staff-link" />
            <p id={`${id}-hint`} className={styles.meta}>
              {t('list.linkHint')}
            </p>
          </div>
        ) : null}
      </section>
      <RecentScans scans={list.recent} />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.meta}>
        {notice}
      </p>
    </article>
  );
}

function RenameForm({ list, onDone }: { list: CheckinListWithRecent; onDone: (name: string | null) => void }) {
  const t = useTranslations('Checkin');
  const formId = `checkin-rename-${list.id}`;
  const { submit, fail, fieldError, messageRef, result, pending, register } = useApiForm({
    schema: checkinRenameFormSchema,
    defaultValues: { name: list.name },
    fields: ['name'],
    invalidFocus: 'field',
  });
  const send = submit(async (values) => {
    try {
      const fresh = await checkin.renameCheckinList(list.id, values.name);
      onDone(fresh.name);
    } catch (error) {
      fail(error, { lead: [t('list.failed')] });
    }
  });
  return (
    <form className={`${formStyles.form} ${styles.rename}`} noValidate onSubmit={send}>
      <TextField id={`${formId}-name`} label={t('create.name')} required error={fieldError('name')} registration={register('name')} autoComplete="off" />
      <FormResult ref={messageRef} result={result} />
      <div className={styles.actions}>
        <button type="submit" className="button" aria-disabled={pending || undefined}>
          {t('list.renameSubmit')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => onDone(null)}>
          {t('list.cancel')}
        </button>
      </div>
    </form>
  );
}

function RecentScans({ scans }: { scans: CheckinScan[] }) {
  const t = useTranslations('Checkin');
  const format = useFormatter();
  return (
    <section className={styles.recent}>
      <h4 className={styles.subTitle}>{t('list.recent', { count: RECENT_SCANS })}</h4>
      {scans.length === 0 ? (
        <p className={styles.meta}>{t('list.noScans')}</p>
      ) : (
        <ol className={styles.scans} data-testid="recent-scans">
          {scans.map((s) => (
            <li key={s.id} className={styles.scan}>
              <time dateTime={s.at}>{format.dateTime(new Date(s.at), { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })}</time>{' '}
              <span>{s.name ?? t('list.unknownPerson')}</span> <ScanVerdict result={s.result} direction={s.direction} reason={s.reason} />{' '}
              <span className={styles.meta}>{s.by ? t('list.by', { name: s.by }) : t('list.byStaff')}</span>
              {s.conflict ? <span className={styles.conflict}> · {t('list.conflict')}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
