import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Provider } from 'react-redux';
import { ContactForm } from '@/components/content/ContactForm';
import { CONTACT_MESSAGES, contactErrorMessage, fieldErrorsFromService, validateContactForm } from '@/lib/contact-form';
import { makeStore } from '@/store/store';
import { CMS, recordRequests, server, startMswServer } from '../services/msw';
import { deferred } from '../../support/deferred';

startMswServer();

const CONTACTS = `${CMS}/api/contacts`;

function renderForm() {
  const store = makeStore();
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <ContactForm />
    </Provider>,
  );
  const fields = {
    name: screen.getByLabelText('نام'),
    contact: screen.getByLabelText('شماره موبایل یا ایمیل'),
    message: screen.getByLabelText('پیام'),
    submit: screen.getByRole('button', { name: 'ارسال' }),
  };
  return { store, user, ...fields };
}

async function fillValid(ui: ReturnType<typeof renderForm>) {
  await ui.user.type(ui.name, 'مریم');
  await ui.user.type(ui.contact, '۰۹۱۲۳۴۵۶۷۸۹');
  await ui.user.type(ui.message, 'سفارش من هنوز تحویل نشده است.');
}

describe('contact form rules', () => {
  it('"contact must be an Iranian mobile (Persian digits accepted) or an email": both are normalised', () => {
    const mobile = validateContactForm({ name: 'علی', contact: '+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹', message: 'سلام، سؤالی داشتم.' });
    expect(mobile.ok && mobile.data.contact).toBe('09123456789');
    const email = validateContactForm({ name: 'علی', contact: ' Ali@Example.COM ', message: 'سلام، سؤالی داشتم.' });
    expect(email.ok && email.data.contact).toBe('ali@example.com');
  });

  it('"name required; message at least 10 characters": Persian messages per field', () => {
    const result = validateContactForm({ name: '  ', contact: '12345', message: 'کوتاه' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      contact: CONTACT_MESSAGES.contactInvalid,
      message: CONTACT_MESSAGES.messageTooShort,
    });
  });

  it('"map error.fields to fields": ABP camelCase and Strapi PascalCase names both land on the form', () => {
    expect(fieldErrorsFromService({ contact: 'الف', Message: 'ب', other: 'ج' })).toEqual({
      contact: 'الف',
      message: 'ب',
    });
    expect(fieldErrorsFromService(undefined)).toEqual({});
  });

  it('"show the service message": a Persian one as is, an English server message as a Persian fallback', () => {
    expect(contactErrorMessage('ارتباط برقرار نشد')).toBe('ارتباط برقرار نشد');
    expect(contactErrorMessage('3 errors occurred')).toBe(CONTACT_MESSAGES.sendFailed);
  });
});

describe('ContactForm', () => {
  it('"inputs labelled exactly نام, شماره موبایل یا ایمیل, پیام and a button ارسال"', () => {
    const ui = renderForm();
    expect(ui.name.tagName).toBe('INPUT');
    expect(ui.contact.tagName).toBe('INPUT');
    expect(ui.message.tagName).toBe('TEXTAREA');
    expect(ui.submit).toHaveAttribute('type', 'submit');
  });

  it('"field errors shown under fields with aria-invalid/aria-describedby", in Persian, and nothing is sent', async () => {
    const seen = recordRequests();
    server.use(
      http.post(CONTACTS, ({ request }) => (seen.record(request), HttpResponse.json({ data: {} }, { status: 201 }))),
    );
    const ui = renderForm();
    await ui.user.type(ui.contact, 'not-a-contact');
    await ui.user.type(ui.message, 'کوتاه');
    await ui.user.click(ui.submit);

    expect(ui.name).toHaveAttribute('aria-invalid', 'true');
    expect(ui.name).toHaveAccessibleDescription(CONTACT_MESSAGES.nameRequired);
    expect(ui.contact).toHaveAttribute('aria-invalid', 'true');
    expect(ui.contact.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.contactInvalid)).toBeInTheDocument();
    expect(ui.message).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(CONTACT_MESSAGES.messageTooShort)).toBeInTheDocument();
    expect(ui.name).toHaveFocus();
    expect(seen.requests).toHaveLength(0);
  });

  it('"clears a field\'s error once it is edited"', async () => {
    const ui = renderForm();
    await ui.user.click(ui.submit);
    expect(ui.name).toHaveAttribute('aria-invalid', 'true');
    await ui.user.type(ui.name, 'م');
    expect(ui.name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(CONTACT_MESSAGES.nameRequired)).not.toBeInTheDocument();
  });

  it('"sends through sendContactMessage": the CMS receives Name, Contact (normalised mobile) and Message', async () => {
    const seen = recordRequests();
    server.use(
      http.post(CONTACTS, ({ request }) => (seen.record(request), HttpResponse.json({ data: {} }, { status: 201 }))),
    );
    const ui = renderForm();
    await fillValid(ui);
    await ui.user.click(ui.submit);
    await waitFor(() => expect(seen.requests).toHaveLength(1));
    expect(await seen.last.json()).toEqual({
      data: { Name: 'مریم', Contact: '09123456789', Message: 'سفارش من هنوز تحویل نشده است.' },
    });
  });

  it('"on a service error show the message, map error.fields to fields and KEEP what was typed"', async () => {
    server.use(
      http.post(CONTACTS, () =>
        // Strapi's ValidationError, as the CMS answers a message it refuses (Contact_Create in cms.openapi.yaml).
        HttpResponse.json(
          {
            data: null,
            error: {
              status: 400,
              name: 'ValidationError',
              message: 'این شماره پذیرفته نمی‌شود.',
              details: {
                errors: [
                  {
                    path: ['Contact'],
                    message: 'این شماره پذیرفته نمی‌شود.',
                    name: 'ValidationError',
                    value: '09123456789',
                  },
                ],
              },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const ui = renderForm();
    await fillValid(ui);
    await ui.user.click(ui.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('این شماره پذیرفته نمی‌شود.');
    expect(ui.contact).toHaveAttribute('aria-invalid', 'true');
    expect(ui.contact).toHaveAccessibleDescription(expect.stringContaining('این شماره پذیرفته نمی‌شود.'));
    expect(ui.name).toHaveValue('مریم');
    expect(ui.contact).toHaveValue('۰۹۱۲۳۴۵۶۷۸۹');
    expect(ui.message).toHaveValue('سفارش من هنوز تحویل نشده است.');
    expect(ui.submit).toBeEnabled();
    expect(ui.store.getState().notification.isVisible).toBe(false);
  });

  it('"a network failure shows the Persian network message and keeps the text"', async () => {
    server.use(http.post(CONTACTS, () => HttpResponse.error()));
    const ui = renderForm();
    await fillValid(ui);
    await ui.user.click(ui.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('ارتباط با سرور برقرار نشد');
    expect(ui.message).toHaveValue('سفارش من هنوز تحویل نشده است.');
  });

  it('"the submit button is disabled while sending (a double click sends once)"', async () => {
    const seen = recordRequests();
    const gate = deferred();
    server.use(
      http.post(CONTACTS, async ({ request }) => {
        seen.record(request);
        await gate.promise;
        return HttpResponse.json({ data: {} }, { status: 201 });
      }),
    );
    const ui = renderForm();
    await fillValid(ui);
    await ui.user.dblClick(ui.submit);

    await waitFor(() => expect(seen.requests).toHaveLength(1));
    expect(ui.submit).toBeDisabled();
    expect(ui.submit).toHaveAccessibleName('ارسال');

    gate.release();
    await waitFor(() => expect(ui.submit).toBeEnabled());
    expect(seen.requests).toHaveLength(1);
  });

  it('"on success clear the form and show the shop\'s toast (showNotification success)"', async () => {
    server.use(http.post(CONTACTS, () => HttpResponse.json({ data: { id: 1 } }, { status: 201 })));
    const ui = renderForm();
    await fillValid(ui);
    await ui.user.click(ui.submit);

    await waitFor(() => expect(ui.store.getState().notification.isVisible).toBe(true));
    const { notification } = ui.store.getState();
    expect(notification.status).toBe('success');
    expect(notification.message.startsWith('پیام شما ارسال شد')).toBe(true);
    expect(ui.name).toHaveValue('');
    expect(ui.contact).toHaveValue('');
    expect(ui.message).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
