import { CalendarCheck, CreditCard, Earth, FileText, type LucideIcon } from 'lucide-react';
import { HELP_CATEGORIES, type HelpCategory } from '../../../../domain/help.ts';

/** Each category's picture; its name and hint are the locale's help.categories.<id>. */
export const CATEGORY_ICONS: Record<HelpCategory, LucideIcon> = {
  booking: CalendarCheck,
  payment: CreditCard,
  documents: FileText,
  'west-africa': Earth,
};

export function isHelpCategory(value: string | null | undefined): value is HelpCategory {
  return (HELP_CATEGORIES as readonly string[]).includes(value ?? '');
}
