import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Banknote,
  Bus,
  Camera,
  CloudSun,
  Handshake,
  HeartPulse,
  Languages,
  ShieldCheck,
  Stamp,
  Utensils,
  type LucideIcon,
} from 'lucide-react';
import type { GuideTopic, GuideTopicName } from '../../../../domain/guide.ts';
import { ExternalLink } from './external-link.tsx';
import { DATE_STYLES, formatCalendarDate } from '../../../../domain/format.ts';

export const TOPIC_ICONS: Record<GuideTopicName, LucideIcon> = {
  visas: Stamp,
  seasons: CloudSun,
  etiquette: Handshake,
  health: HeartPulse,
  money: Banknote,
  communication: Languages,
  food: Utensils,
  photography: Camera,
  transport: Bus,
  safety: ShieldCheck,
};

/** A topic of the guide: its summary, its points, what it adds (children), sources and date. */
export function TopicSection({ topic, children }: { topic: GuideTopic; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const Icon = TOPIC_ICONS[topic.topic];
  const headingId = `${topic.topic}-title`;
  return (
    <section
      id={topic.topic}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="scroll-mt-24 border-t border-slate-200 pt-8 focus:outline-none"
      data-testid="guide-topic"
    >
      <h2 id={headingId} className="flex items-center gap-3 text-2xl font-bold text-slate-900">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        {topic.title}
      </h2>
      <p className="mt-3 text-lg text-slate-700">{topic.summary}</p>
      <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-brand-600">
        {topic.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {children}
      <div className="mt-5 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
        <p className="font-medium text-slate-900">{t('guide.sources')}</p>
        <ul className="mt-1 space-y-1">
          {topic.sources.map((source) => (
            <li key={source.url} className="break-words">
              <ExternalLink href={source.url}>{source.name}</ExternalLink>
            </li>
          ))}
        </ul>
        <p className="mt-2">
          {t('guide.reviewed', {
            date: formatCalendarDate(topic.reviewed, i18n.language, DATE_STYLES.long),
          })}
        </p>
      </div>
    </section>
  );
}
