import { MAX_RATE_MICRO_EUROS, type AdminRateCardRecord } from '@afrimedia/contracts';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { Create, DataTable, DateTimeInput, required, SimpleForm, TextInput } from 'react-admin';
import { sortBy } from '../../shared/admin-api.ts';
import { DateTimeField } from '../../shared/DateField.tsx';
import { TableList } from '../../shared/TableList.tsx';
import { MicroEuroField } from './fields.tsx';
import { microEurosOf } from './micro-euros.ts';

/** The rate cards, the latest effective first: the one in force is the first whose date has come. */
function RateCardList() {
  return (
    <TableList sort={sortBy<'rate-cards'>('effectiveFrom', 'DESC')}>
      <DataTable.Col source="effectiveFrom" field={DateTimeField} />
      <DataTable.Col source="microEurosPerRead" field={MicroEuroField} align="right" disableSort />
      <DataTable.Col source="microEurosPerClick" field={MicroEuroField} align="right" disableSort />
      <DataTable.Col source="publishedAt" field={DateTimeField} />
    </TableList>
  );
}

const euros = (value: unknown) => {
  const microEuros = typeof value === 'string' ? microEurosOf(value) : undefined;
  if (microEuros === undefined) return 'afrimedia.income.euros_format';
  return microEuros > MAX_RATE_MICRO_EUROS ? 'afrimedia.income.euros_too_much' : undefined;
};

interface RateCardForm {
  effectiveFrom: Date | string;
  eurosPerRead: string;
  eurosPerClick: string;
}

/** The form's euros as the integer micro-euros the API takes (validated above, so each is there). */
const toRateCard = ({ effectiveFrom, eurosPerRead, eurosPerClick }: RateCardForm) =>
  ({
    effectiveFrom: new Date(effectiveFrom).toISOString(),
    microEurosPerRead: microEurosOf(eurosPerRead)!,
    microEurosPerClick: microEurosOf(eurosPerClick)!,
  }) satisfies Omit<AdminRateCardRecord, 'id' | 'publishedAt'>;

/**
 * A new card, in euros with up to six decimals; it may not take effect in the past nor before the latest card,
 * so nothing already earned is repriced (the API says so when it refuses).
 */
export function RateCardCreate() {
  return (
    <Create redirect="list" transform={toRateCard}>
      <SimpleForm noValidate>
        <DateTimeInput source="effectiveFrom" validate={required()} />
        <TextInput
          source="eurosPerRead"
          validate={[required(), euros]}
          helperText="afrimedia.income.euros_help"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextInput
          source="eurosPerClick"
          validate={[required(), euros]}
          helperText="afrimedia.income.euros_help"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </SimpleForm>
    </Create>
  );
}

export default { list: RateCardList, create: RateCardCreate, icon: PriceChangeIcon };
