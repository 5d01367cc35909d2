import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, Notification, ResourceContextProvider, type RaRecord } from 'react-admin';
import { createI18nProvider } from '../src/i18n/i18n-provider.ts';
import type { AdminQueueCounts } from '@afrimedia/contracts';
import type { ActParams, AdminDataProvider } from '../src/providers/data-provider.ts';

export interface InMemoryApi {
  readonly dataProvider: AdminDataProvider;
  /** The actions the screen asked for, in order. */
  readonly acts: Array<{ resource: string } & ActParams>;
}

/**
 * A data provider over records held in memory, for screen tests: lists answer the records of a resource whose
 * fields equal every filter value, and an action updates its record with what `onAct` returns.
 */
export function inMemoryApi(
  records: Record<string, RaRecord[]>,
  options: { queues?: AdminQueueCounts; onAct?: (params: ActParams) => Partial<RaRecord> } = {},
): InMemoryApi {
  const acts: InMemoryApi['acts'] = [];
  const of = (resource: string) => records[resource] ?? [];
  const unsupported = () => Promise.reject(new Error('not used by these screens'));
  const dataProvider: AdminDataProvider = {
    getList: async (resource, { filter }) => {
      const data = of(resource).filter((record) =>
        Object.entries(filter ?? {}).every(([key, value]) => record[key] === value),
      );
      return { data, total: data.length } as never;
    },
    getOne: async (resource, { id }) => {
      const record = of(resource).find((candidate) => candidate.id === id);
      if (!record) throw new Error('not found');
      return { data: record } as never;
    },
    getMany: async (resource, { ids }) =>
      ({ data: of(resource).filter((record) => ids.includes(record.id)) }) as never,
    getManyReference: unsupported,
    create: unsupported,
    update: unsupported,
    updateMany: unsupported,
    delete: unsupported,
    deleteMany: unsupported,
    act: async (resource, params) => {
      acts.push({ resource, ...params });
      const list = of(resource);
      const index = list.findIndex((record) => record.id === params.id);
      list[index] = { ...list[index]!, ...options.onAct?.(params) };
      return { data: list[index]! };
    },
    queues: async () => {
      if (!options.queues) throw new Error('no queues given');
      return options.queues;
    },
    exportEvents: unsupported,
  };
  return { dataProvider, acts };
}

/** A screen inside react-admin's context, in English unless told, for one resource, with its notifications shown. */
export function renderInAdmin(
  ui: ReactNode,
  {
    dataProvider,
    resource,
    locale = 'en',
  }: { dataProvider: AdminDataProvider; resource?: string; locale?: string },
) {
  const screen = resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui;
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(locale)}>
      {screen}
      <Notification />
    </AdminContext>,
  );
}
