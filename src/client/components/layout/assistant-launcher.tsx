import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Bot } from 'lucide-react';
import { setAssistantOpen, useAssistantOpen } from '../../lib/assistant-dialog.ts';
import { loadPageTexts } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';

// The dialog and its texts load on first use: most visitors never open it.
const AssistantDialog = lazy(() =>
  Promise.all([
    import('../../features/assistant/components/assistant-dialog.tsx'),
    loadPageTexts('assistant'),
  ]).then(([module]) => module),
);

/**
 * The assistant's floating button on every page (but its own), and the dialog it opens. On a
 * phone it floats over nothing: the header carries it there (decision 0020).
 */
export function AssistantLauncher() {
  const { t } = useTranslation();
  const open = useAssistantOpen();
  const [used, setUsed] = useState(false);
  const [location] = useLocation();
  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);
  return (
    <>
      {location === paths.assistant ? null : (
        <button
          type="button"
          onClick={() => setAssistantOpen(true)}
          className="fixed right-4 bottom-4 z-30 hidden h-14 items-center gap-2 rounded-full bg-brand-700 px-4 text-white shadow-lg sm:inline-flex hover:bg-brand-800 focus-visible:ring-4 focus-visible:ring-brand-300 focus-visible:outline-none"
          aria-haspopup="dialog"
        >
          <Bot className="h-6 w-6" aria-hidden="true" />
          {t('nav.askAssistant')}
        </button>
      )}
      {used ? (
        <Suspense fallback={null}>
          <AssistantDialog open={open} onOpenChange={setAssistantOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
