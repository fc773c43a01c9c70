import { useId } from 'react';
import { ContactForm } from '../../forms';
import { emit, type WidgetProps } from '../../runtime';
import { WidgetHeading } from '../WidgetHeading';

export const contactFormAttributes = ['heading', 'heading-level'] as const;

type ContactFormWidgetProps = WidgetProps<(typeof contactFormAttributes)[number]>;

/** `<gem-contact-form>`: the storefront's contact form, sent with source `widget`; the page hears `gem:contact-sent`. */
export function ContactFormWidget({ host, apiBase, attributes }: ContactFormWidgetProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <WidgetHeading
        id={headingId}
        text={attributes.heading}
        fallback="Contact Us"
        level={attributes['heading-level']}
      />
      <ContactForm
        source="widget"
        apiBase={apiBase}
        onSent={(lead) => emit(host, 'gem:contact-sent', { widget: host.localName, messageId: lead.id ?? null })}
      />
    </section>
  );
}
