import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createMessages, type CompiledMessages, type Messages } from './messages.ts';

const MessagesContext = createContext<Messages | null>(null);

export function MessagesProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Partial<CompiledMessages>;
  children: ReactNode;
}) {
  const value = useMemo(() => createMessages(locale, messages), [locale, messages]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

export function useMessages(): Messages {
  const messages = useContext(MessagesContext);
  if (!messages) throw new Error('useMessages needs a MessagesProvider above it');
  return messages;
}
