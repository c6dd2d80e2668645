import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, Pencil, Plus, ShieldOff, Star } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { adminKeys, ADMIN_PAGE_SIZE } from '../api/keys.ts';
import { setPropertyVerified, useAdminProperties, type AdminProperty } from '../api/properties.ts';
import { formatMoney, formatRating } from '../../../../domain/format.ts';
import { pageCount } from '../paging.ts';
import { adminErrorText } from '../form-problems.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { AdminTable, type AdminColumn } from './admin-table.tsx';
import { SearchField, StateBadge } from './list-parts.tsx';
import { PropertyFormDialog } from './property-form-dialog.tsx';

/** The properties tab: every property, searched and paged; add, edit, verify. */
export function PropertiesTab() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // null: closed; 'new': adding; a property: editing it.
  const [editing, setEditing] = useState<AdminProperty | 'new' | null>(null);
  const q = useDebouncedValue(search.trim());
  const properties = useAdminProperties(page, q);

  const verify = useMutation({
    mutationFn: setPropertyVerified,
    onSuccess: (saved) => {
      toast({
        title: saved.verified
          ? t('admin.properties.toasts.verified', { name: saved.name })
          : t('admin.properties.toasts.unverified', { name: saved.name }),
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) =>
      toast({
        title: t('admin.properties.toasts.verifyFailed'),
        description: adminErrorText(error, t, i18n.language),
        variant: 'destructive',
      }),
  });

  const pages = properties.data ? pageCount(properties.data.total, ADMIN_PAGE_SIZE) : 1;
  const header = (column: string) => t(`admin.properties.columns.${column}`);
  const columns: AdminColumn<AdminProperty>[] = [
    {
      id: 'property',
      header: header('property'),
      cell: (property) => (
        <>
          <p className="font-medium text-slate-900">{property.name}</p>
          <p className="text-xs text-slate-600">
            {t(`propertyTypes.${property.propertyType}`, { defaultValue: property.propertyType })}
          </p>
        </>
      ),
    },
    {
      id: 'location',
      header: header('location'),
      cell: (property) => (
        <>
          <p>{property.location}</p>
          <p className="text-xs text-slate-600">
            {property.city}, {property.country}
          </p>
        </>
      ),
    },
    {
      id: 'price',
      header: header('price'),
      className: 'whitespace-nowrap',
      cell: (property) => formatMoney(property.pricePerNight, 'USD', i18n.language, 'trim'),
    },
    {
      id: 'rating',
      header: header('rating'),
      className: 'whitespace-nowrap',
      cell: (property) =>
        property.rating ? (
          <span className="inline-flex items-center gap-1">
            <Star className="h-4 w-4 fill-sun-400 text-sun-500" aria-hidden="true" />
            {formatRating(property.rating, i18n.language)}
            <span className="text-xs text-slate-600">
              {t('admin.properties.reviews', { count: property.reviewCount })}
            </span>
          </span>
        ) : (
          <span className="text-slate-600">{t('admin.properties.noRating')}</span>
        ),
    },
    {
      id: 'status',
      header: header('status'),
      cell: (property) => (
        <StateBadge tone={property.manualConfirmation ? 'amber' : 'green'}>
          {property.manualConfirmation
            ? t('admin.properties.manual')
            : t('admin.properties.instant')}
        </StateBadge>
      ),
    },
    {
      id: 'verified',
      header: header('verified'),
      cell: (property) => (
        <span data-testid="verified-state">
          {property.verified ? (
            <StateBadge tone="green">
              <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
              {t('admin.properties.verified')}
            </StateBadge>
          ) : (
            <StateBadge tone="slate">{t('admin.properties.unverified')}</StateBadge>
          )}
        </span>
      ),
    },
    {
      id: 'actions',
      header: header('actions'),
      end: true,
      cell: (property) => (
        <div className="flex justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('admin.properties.editNamed', { name: property.name })}
            onClick={() => setEditing(property)}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t('admin.properties.edit')}
          </Button>
          <Button
            variant={property.verified ? 'ghost' : 'primary'}
            size="sm"
            className="min-w-24"
            disabled={verify.isPending && verify.variables?.id === property.id}
            aria-label={
              property.verified
                ? t('admin.properties.unverifyNamed', { name: property.name })
                : t('admin.properties.verifyNamed', { name: property.name })
            }
            onClick={() => verify.mutate({ id: property.id, verified: !property.verified })}
          >
            {property.verified ? (
              <ShieldOff className="h-4 w-4" aria-hidden="true" />
            ) : (
              <BadgeCheck className="h-4 w-4" aria-hidden="true" />
            )}
            {property.verified ? t('admin.properties.unverify') : t('admin.properties.verify')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="properties-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="properties-heading" className="text-lg font-semibold text-slate-900">
            {t('admin.properties.title')}
          </h2>
          <p className="text-sm text-slate-600">
            {properties.data
              ? t('admin.properties.count', { count: properties.data.total })
              : t('admin.properties.subtitle')}
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('admin.properties.add')}
        </Button>
      </div>

      <SearchField
        id="admin-property-search"
        label={t('admin.properties.searchLabel')}
        placeholder={t('admin.properties.searchPlaceholder')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        className="sm:max-w-md"
      />

      <AdminTable
        label={t('admin.properties.tableLabel')}
        tableClassName="sm:min-w-[62rem]"
        state={properties}
        rows={properties.data?.rows}
        columns={columns}
        rowKey={(property) => property.id}
        rowTestId="property-row"
        loading={t('admin.properties.loading')}
        empty={t('admin.properties.empty')}
        paging={{ label: t('admin.properties.pagerLabel'), page, pages, onPage: setPage }}
      />

      <PropertyFormDialog
        property={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: adminKeys.all })}
      />
    </section>
  );
}
