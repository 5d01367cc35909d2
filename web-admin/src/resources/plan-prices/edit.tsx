import { MAX_PLAN_PRICE_CENTS } from '@afrimedia/contracts';
import {
  Edit,
  type EditProps,
  NumberInput,
  SimpleForm,
  TextField,
  maxValue,
  minValue,
  number,
  required,
} from 'react-admin';
import { SaveOnlyToolbar } from '../../shared/SaveOnlyToolbar.tsx';

const wholeCents = (value: unknown) =>
  typeof value === 'number' && !Number.isInteger(value) ? 'afrimedia.planPrices.wholeCents' : undefined;

/**
 * A new price applies to subscriptions taken from now on; those already taken keep theirs. The form checks the
 * amount itself (noValidate), so a refusal reads in the console's language rather than the browser's.
 */
export function PlanPriceEdit({ id }: Pick<EditProps, 'id'>) {
  return (
    <Edit id={id} mutationMode="pessimistic" transform={({ amountCents }) => ({ amountCents })}>
      <SimpleForm toolbar={<SaveOnlyToolbar />} noValidate>
        <TextField source="id" />
        <NumberInput
          source="amountCents"
          step={1}
          min={1}
          max={MAX_PLAN_PRICE_CENTS}
          helperText="afrimedia.planPrices.helper"
          validate={[required(), number(), wholeCents, minValue(1), maxValue(MAX_PLAN_PRICE_CENTS)]}
        />
      </SimpleForm>
    </Edit>
  );
}
