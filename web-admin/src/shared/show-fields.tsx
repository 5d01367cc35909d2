import { TextField } from 'react-admin';
import { DateField } from './DateField.tsx';
import { StatusField, WaitingField } from './fields.tsx';

/*
 * Lists of elements rather than components: SimpleShowLayout labels each of its direct children, so a group of
 * fields has to reach it as separate children.
 */

/** Who a person is, as the user, author and author-application pages show it. */
export const personFields = [
  <TextField key="email" source="email" />,
  <TextField key="firstName" source="firstName" />,
  <TextField key="lastName" source="lastName" />,
];

/** Where an application stands in its queue and what was decided, as both application pages show it. */
export const applicationDecisionFields = [
  <StatusField key="status" source="status" />,
  <DateField key="submittedAt" source="submittedAt" showTime />,
  <WaitingField key="waitingSeconds" source="waitingSeconds" />,
  <DateField key="decidedAt" source="decidedAt" showTime />,
  <TextField key="decidedBy" source="decidedBy" />,
  <TextField key="reason" source="reason" />,
];
