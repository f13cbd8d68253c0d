/** The white card with an optional heading every content section sits in. */
import type { ReactNode } from 'react';

export function SectionFrame({
  title,
  children,
  testId,
}: {
  title?: string | undefined;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section data-testid={testId} style={{ background: '#fff', marginTop: 8, padding: '12px 16px' }}>
      {title ? <h2 style={{ margin: '0 0 8px', fontSize: 16 }}>{title}</h2> : null}
      {children}
    </section>
  );
}
