import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageOff } from 'lucide-react';
import { useDataSaver } from '../lib/data-saver.ts';

/** Above a list of pictures the data saver holds back: says so, and shows them all if asked. */
export function DataSaverNotice() {
  const { t } = useTranslation();
  const { saving, hideImages, showImagesHere } = useDataSaver();
  const [asked, setAsked] = useState(false);
  const said = useRef<HTMLParagraphElement>(null);
  // The button that was focused is gone: the focus goes to the words that say what it did.
  useEffect(() => {
    if (asked && !hideImages) said.current?.focus();
  }, [asked, hideImages]);
  if (!saving) return null;
  return (
    <div
      className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-700"
      data-testid="data-saver-notice"
    >
      <ImageOff className="h-4 w-4 shrink-0" aria-hidden="true" />
      {hideImages ? (
        <>
          <p className="flex-1 basis-48">{t('dataSaver.notice')}</p>
          <button
            type="button"
            onClick={() => {
              setAsked(true);
              showImagesHere();
            }}
            className="min-h-11 rounded-full border border-brand-600 bg-white px-4 font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('dataSaver.showImagesHere')}
          </button>
        </>
      ) : (
        <p ref={said} tabIndex={-1} className="flex-1 basis-48 py-2 focus:outline-none">
          {t('dataSaver.shownHere')}
        </p>
      )}
    </div>
  );
}

/** The data saver's switch, for the footer: remembered on this device, like the language. */
export function DataSaverSwitch() {
  const { t } = useTranslation();
  const { saving, setSaving } = useDataSaver();
  return (
    <div className="mt-4">
      <button
        type="button"
        role="switch"
        aria-checked={saving}
        aria-describedby="data-saver-hint"
        onClick={() => setSaving(!saving)}
        className="inline-flex min-h-11 items-center gap-3 rounded-full text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        data-testid="data-saver-switch"
      >
        <span
          aria-hidden="true"
          className={`relative h-6 w-11 rounded-full border-2 border-white transition-colors ${saving ? 'bg-sun-400' : 'bg-brand-800'}`}
        >
          <span
            className={`absolute top-0.5 h-4 w-4 rounded-full bg-white transition-transform ${saving ? 'translate-x-5' : 'translate-x-0.5'}`}
          />
        </span>
        {t('dataSaver.label')}
      </button>
      <p id="data-saver-hint" className="mt-1 text-xs text-brand-100">
        {t('dataSaver.hint')}
      </p>
    </div>
  );
}
