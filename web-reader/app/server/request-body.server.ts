import { data } from 'react-router';

/** A body an action cannot read is the sender's doing, whichever route it was sent to. */
const unreadable = () => data({ code: 'BAD_REQUEST' }, { status: 400 });

/** The form a request carries; a body of another type, cut short or malformed is refused with 400. */
export async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    if (error instanceof TypeError) throw unreadable();
    throw error;
  }
}

/** The JSON a request carries, its shape unchecked; a body that is no JSON is refused with 400. */
export async function jsonOf(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch (error) {
    if (error instanceof SyntaxError) throw unreadable();
    throw error;
  }
}
