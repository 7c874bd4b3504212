'use client';

import { Fragment, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useEventTimeZone } from '@/lib/i18n/use-event-time-zone';
import type { Tag, Venue } from '@/lib/api/schemas';
import { Link } from '@/lib/i18n/navigation';
import { StarToggle } from '@/components/stars/StarToggle';
import { LOCALE_META } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/routes';
import { useVenueFilter } from '@/components/conferences/VenueScope';
import { ChipList, TagChip } from '@/components/ui/ChipList';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterAction, FilterBar, FilterField, FilterNav, filterControlClass } from '@/components/ui/FilterBar';
import { Group } from '@/components/ui/GroupHeading';
import { Notice } from '@/components/ui/Notice';
import { differsFromEventZone, viewerRange, viewerTimeZone, zoneName } from '@/lib/i18n/format';
import {
  filtersToSearch,
  hasFilters,
  NO_FILTERS,
  normalize,
  parseFilters,
  searchText,
  sessionMatches,
  type AgendaDay,
  type AgendaFilters,
  type AgendaSession,
} from './agenda-data';
import { useUrlSearch } from './use-url-search';
import styles from './Agenda.module.css';

export interface AgendaTrack {
  slug: string;
  name: string;
  color: string;
}

const SEARCH_DELAY_MS = 350;

/**
 * The agenda list with its filters. The server renders it unfiltered (the cached HTML, which
 * reads well without JavaScript: a heading per day, the time first in every item); in the
 * browser the tag and track filters and the search come from the URL (`?tag=&track=&q=`),
 * and the visitor's venue narrows it when the event has several.
 */
export function AgendaBrowser({
  days,
  tags,
  tracks,
  venues,
}: {
  days: AgendaDay[];
  tags: Pick<Tag, 'slug' | 'name'>[];
  tracks: AgendaTrack[];
  venues: Venue[];
}) {
  const t = useTranslations('Agenda');
  const tc = useTranslations('Conferences');
  const iso = LOCALE_META[useLocale()].iso;
  const eventZone = useEventTimeZone();
  const ids = useId();
  const multiVenue = venues.length > 1;
  const venue = useVenueFilter(multiVenue);

  const [search, setSearch] = useUrlSearch();
  const known = useMemo(() => ({ tags, tracks }), [tags, tracks]);
  const urlFilters = useMemo(() => parseFilters(search, known), [search, known]);

  // The search box is typed into freely; the URL follows after a pause (replace, not push).
  const [query, setQuery] = useState('');
  const [urlQuery, setUrlQuery] = useState('');
  if (urlFilters.q !== urlQuery) {
    setUrlQuery(urlFilters.q);
    if (urlFilters.q !== query.trim()) setQuery(urlFilters.q);
  }
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (next: AgendaFilters, mode: 'push' | 'replace') => {
    window.clearTimeout(timer.current);
    setSearch(filtersToSearch(window.location.search, next), mode);
  };
  const onQuery = (value: string) => {
    setQuery(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setSearch(filtersToSearch(window.location.search, { ...parseFilters(window.location.search, known), q: value }), 'replace');
    }, SEARCH_DELAY_MS);
  };

  const filters: AgendaFilters = { ...urlFilters, q: query };
  const active = hasFilters(filters);

  const tagNames = useMemo(() => new Map(tags.map((tag) => [tag.slug, tag.name])), [tags]);
  const trackBySlug = useMemo(() => new Map(tracks.map((track) => [track.slug, track])), [tracks]);
  const trackNames = useMemo(() => new Map(tracks.map((track) => [track.slug, track.name])), [tracks]);
  const texts = useMemo(() => {
    const map = new Map<number, string>();
    for (const day of days) for (const s of day.sessions) map.set(s.id, searchText(s, { tagNames, trackNames }));
    return map;
  }, [days, tagNames, trackNames]);

  const venueId = venue?.id ?? null;
  const visibleDays = useMemo(() => {
    const ctx = { tagNames, trackNames, venueId };
    const f = { ...urlFilters, q: normalize(query) };
    return days
      .map((day) => ({ ...day, sessions: day.sessions.filter((s) => sessionMatches(s, f, ctx, texts.get(s.id))) }))
      .filter((day) => day.sessions.length > 0);
  }, [days, urlFilters, query, tagNames, trackNames, venueId, texts]);
  const count = visibleDays.reduce((n, day) => n + day.sessions.length, 0);

  // The viewer's own clock, when it differs from the event's (known only in the browser).
  const [viewerZone, setViewerZone] = useState<string | null>(null);
  useEffect(() => {
    const zone = viewerTimeZone();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (zone && days.some((d) => d.sessions.some((s) => differsFromEventZone(zone, s.start, eventZone)))) setViewerZone(zone);
  }, [days, eventZone]);
  const localTime = (s: AgendaSession): string | null => {
    if (!viewerZone || !differsFromEventZone(viewerZone, s.start, eventZone)) return null;
    return tc('yourTime', {
      time: viewerRange(s.start, s.end, iso, viewerZone, eventZone),
      zone: zoneName(s.start, iso, 'short', viewerZone),
    });
  };

  // Each item names its venue only while every venue is listed.
  const venueName = (id: number) => (multiVenue && !venue ? (venues.find((v) => v.id === id)?.name ?? null) : null);
  const dayId = (date: string) => `agenda-${date}`;

  return (
    <div>
      <FilterBar label={t('filtersLabel')}>
        <FilterField label={t('search')} htmlFor={`${ids}-q`} hint={t('searchHint')} hintId={`${ids}-q-hint`}>
          <input
            id={`${ids}-q`}
            type="search"
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            aria-describedby={`${ids}-q-hint`}
            autoComplete="off"
            className={filterControlClass}
          />
        </FilterField>
        {tags.length > 0 ? (
          <FilterField label={t('tag')} htmlFor={`${ids}-tag`}>
            <select
              id={`${ids}-tag`}
              value={urlFilters.tag ?? ''}
              onChange={(e) => apply({ ...filters, tag: e.target.value || null }, 'push')}
              className={filterControlClass}
            >
              <option value="">{t('allTags')}</option>
              {tags.map((tag) => (
                <option key={tag.slug} value={tag.slug}>
                  {tag.name}
                </option>
              ))}
            </select>
          </FilterField>
        ) : null}
        {tracks.length > 0 ? (
          <FilterField label={t('track')} htmlFor={`${ids}-track`}>
            <select
              id={`${ids}-track`}
              value={urlFilters.track ?? ''}
              onChange={(e) => apply({ ...filters, track: e.target.value || null }, 'push')}
              className={filterControlClass}
            >
              <option value="">{t('allTracks')}</option>
              {tracks.map((track) => (
                <option key={track.slug} value={track.slug}>
                  {track.name}
                </option>
              ))}
            </select>
          </FilterField>
        ) : null}
        {active ? (
          <FilterAction>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setQuery('');
                apply(NO_FILTERS, 'push');
              }}
            >
              {t('clear')}
            </button>
          </FilterAction>
        ) : null}
      </FilterBar>

      {venue ? <Notice>{t('venueShown', { venue: venue.name })}</Notice> : null}
      <p role="status" className={styles.count}>
        {t('results', { count })}
      </p>

      {visibleDays.length > 1 ? (
        <FilterNav label={t('daysLabel')}>
          {visibleDays.map((day) => (
            <li key={day.date}>
              <TagChip native href={`#${dayId(day.date)}`}>
                <span className={styles.dayName}>{day.shortLabel}</span>{' '}
                <span className={styles.dayCount}>({t('dayCount', { count: day.sessions.length })})</span>
              </TagChip>
            </li>
          ))}
        </FilterNav>
      ) : null}

      {visibleDays.length === 0 ? (
        <EmptyState>{t('noResults')}</EmptyState>
      ) : (
        visibleDays.map((day) => (
          <Group key={day.date} id={dayId(day.date)} title={day.label} focusable>
            <ol className={styles.sessions}>
              {day.sessions.map((s) => (
                <AgendaItem
                  key={s.id}
                  session={s}
                  zone={day.zone}
                  track={s.track ? trackBySlug.get(s.track) : undefined}
                  venue={venueName(s.venueId)}
                  local={localTime(s)}
                  tagNames={tagNames}
                  activeTag={urlFilters.tag}
                />
              ))}
            </ol>
          </Group>
        ))
      )}
    </div>
  );
}

/**
 * One session or break. Kept lean: it is repeated hundreds of times in the cached HTML and in
 * the page's data, so the markup leans on the list's CSS rather than a class per element.
 */
function AgendaItem({
  session: s,
  zone,
  track,
  venue,
  local,
  tagNames,
  activeTag,
}: {
  session: AgendaSession;
  zone: string;
  track: AgendaTrack | undefined;
  venue: string | null;
  local: string | null;
  tagNames: Map<string, string>;
  activeTag: string | null;
}) {
  const tc = useTranslations('Conferences');
  const where = [s.rooms, venue].filter(Boolean).join(' · ');
  return (
    <li className={s.isBreak ? styles.break : styles.session} style={track ? { borderInlineStartColor: track.color } : undefined}>
      <p className={styles.time}>
        <span className="visually-hidden">{tc('timeRange', { from: s.from, to: s.to })}</span>
        <span aria-hidden="true">
          <time dateTime={s.start}>{s.from}</time>–<time dateTime={s.end}>{s.to}</time>
        </span>{' '}
        <small>{zone}</small>
        {local ? <small>{local}</small> : null}
      </p>
      {s.isBreak ? (
        <p className={styles.breakTitle}>
          <b className={styles.breakBadge}>{tc('format.break')}</b> {s.title}
        </p>
      ) : (
        <div className={styles.titleRow}>
          <h3>
            <Link href={href('session', { slug: s.slug })}>{s.title}</Link>
          </h3>
          <StarToggle conferenceId={s.id} title={s.title} />
        </div>
      )}
      {where || track ? (
        <p className={styles.meta}>
          {where ? <span className="visually-hidden">{`${tc('where')}: `}</span> : null}
          {where}
          {where && track ? <br /> : null}
          {track ? <span className="visually-hidden">{`${tc('track')}: `}</span> : null}
          {track ? <b>{track.name}</b> : null}
        </p>
      ) : null}
      {s.speakers.length > 0 ? (
        <p>
          <b>{`${tc('speakers')}:`}</b>{' '}
          {s.speakers.map((sp, i) => (
            <Fragment key={sp.id}>
              {i > 0 ? ', ' : null}
              <Link href={href('speaker', { id: sp.id })}>{sp.name}</Link>
            </Fragment>
          ))}
        </p>
      ) : null}
      {s.tags.length > 0 ? (
        <div>
          <span className="visually-hidden">{`${tc('tags')}: `}</span>
          <ChipList variant="static">
            {s.tags.map((slug) => (
              <li key={slug} data-active={slug === activeTag || undefined}>
                {tagNames.get(slug) ?? slug}
              </li>
            ))}
          </ChipList>
        </div>
      ) : null}
    </li>
  );
}
