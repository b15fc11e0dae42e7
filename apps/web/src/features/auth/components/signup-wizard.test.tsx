import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { DEFAULT_SITE_INFO } from '../../../lib/site-info';
import { createUserData, error, type FakeHandler } from '../../../testing/fake-server';
import { renderRoute } from '../../../testing/render-route';

const SITE_WITH_GOOGLE: FakeHandler = () => ({ status: 200, body: { ...DEFAULT_SITE_INFO, googleSignIn: true } });

async function fillStepOne(nome = 'Livia Drusilla', scuola = 'classico', anno = '3') {
  fireEvent.change(await screen.findByLabelText('Nome e cognome'), { target: { value: nome } });
  fireEvent.change(screen.getByLabelText('Scuola'), { target: { value: scuola } });
  fireEvent.change(screen.getByLabelText('Anno'), { target: { value: anno } });
  fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
  await screen.findByLabelText('Passaggio 2 di 2');
}

function fillStepThree({ email = 'livia@example.it', password = 'Catullo84', terms = true, privacy = true } = {}) {
  if (screen.queryByLabelText('Email')) {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  }
  if (terms) fireEvent.click(screen.getByLabelText('Accetto i Termini e Condizioni'));
  if (privacy) fireEvent.click(screen.getByLabelText(/Acconsento al trattamento/));
}

describe('signup step 1', () => {
  test('the name takes at most 100 characters, as the server caps it', async () => {
    renderRoute('/signup');
    expect((await screen.findByLabelText('Nome e cognome')).getAttribute('maxLength')).toBe('100');
  });

  test.each([
    ['', 'classico', '3'],
    ['Livia', '', '3'],
    ['Livia', 'classico', ''],
    ['   ', 'altro', '0'],
  ])('name %j, school %j, year %j → the spec message', async (nome, scuola, anno) => {
    renderRoute('/signup');
    fireEvent.change(await screen.findByLabelText('Nome e cognome'), { target: { value: nome } });
    fireEvent.change(screen.getByLabelText('Scuola'), { target: { value: scuola } });
    fireEvent.change(screen.getByLabelText('Anno'), { target: { value: anno } });
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Completa tutti i campi prima di continuare!');
    expect(screen.getByLabelText('Passaggio 1 di 2')).toBeTruthy();
  });

  test('offers the spec schools and years with Italian labels, and the hint', async () => {
    renderRoute('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrati' })).toBeTruthy();
    const schools = [...(screen.getByLabelText('Scuola') as HTMLSelectElement).options].slice(1).map((o) => [o.value, o.text]);
    expect(schools).toEqual([
      ['classico', 'Liceo Classico, Europeo o Internazionale'],
      ['scientifico', 'Liceo Scientifico'],
      ['linguistico', 'Liceo Linguistico'],
      ['pedagogico', 'Liceo delle Scienze Umane (ex Pedagogico)'],
      ['universita', 'Università'],
      ['altro', 'Altro'],
    ]);
    const years = [...(screen.getByLabelText('Anno') as HTMLSelectElement).options].slice(1).map((o) => o.value);
    expect(years).toEqual(['1', '2', '3', '4', '5', '0']);
    expect(screen.getByText('Ci siamo, manca solo un passaggio')).toBeTruthy();
  });

  test('moving on puts the focus on the first field of step 3', async () => {
    renderRoute('/signup');
    await fillStepOne();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });
});

describe('signup step 3', () => {
  test.each([
    [{ email: '' }, 'Completa tutti i campi prima di continuare!'],
    [{ password: '' }, 'Completa tutti i campi prima di continuare!'],
    [{ terms: false }, 'Completa tutti i campi prima di continuare!'],
    [{ privacy: false }, 'Completa tutti i campi prima di continuare!'],
    [{ password: 'corta' }, 'Password troppo debole, deve contenere almeno 6 caratteri'],
  ])('%j → %s, nothing sent', async (answers, message) => {
    const { server } = renderRoute('/signup');
    await fillStepOne();
    fillStepThree(answers);
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(server.bodiesOf('POST /api/auth/sign-up/email')).toEqual([]);
  });

  test.each([
    ['email_already_in_use', 422, 'Email già in uso'],
    ['invalid_email', 400, 'Email non valida'],
    ['weak_password', 400, 'Password troppo debole, deve contenere almeno 6 caratteri'],
    ['registration_failed', 500, 'Errore nella registrazione. Riprova.'],
    ['rate_limited', 429, 'Troppe richieste, riprova più tardi.'],
  ])('the server answering %s shows %s', async (code, status, message) => {
    renderRoute('/signup', 'anonymous', { routes: { 'POST /api/auth/sign-up/email': () => ({ status, body: error(code) }) } });
    await fillStepOne();
    fillStepThree();
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  test('submit creates the account, registers the profile, clears local storage and shows step 4', async () => {
    const { server, router } = renderRoute('/signup');
    localStorage.setItem('inputText', 'Arma virumque cano');
    await fillStepOne('Livia Drusilla', 'universita', '0');
    fillStepThree();
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    await screen.findByText("Account creato con successo, controlla la tua posta in arrivo per verificare l'indirizzo email.");
    expect(screen.getByRole('img', { name: 'Coriandoli di festa' })).toBeTruthy();
    expect(server.bodiesOf('POST /api/auth/sign-up/email')).toEqual([
      { name: 'Livia Drusilla', email: 'livia@example.it', password: 'Catullo84', callbackURL: '/profilo' },
    ]);
    expect(server.bodiesOf('POST /user/data')).toEqual([
      { user_uid: 'u-livia', nome: 'Livia Drusilla', scuola: 'universita', anno: 0, phoneNumber: '' },
    ]);
    expect(localStorage.getItem('inputText')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profilo'));
    expect(router.state.location.state).toEqual({ fromSignup: true });
  });

  test('an account made while the e-mail could not be sent says so on step 4', async () => {
    const notice = "Il tuo account è stato creato, ma Versio non è riuscito a inviarti l'email di verifica: chiedine una nuova dal profilo tra qualche minuto.";
    renderRoute('/signup', 'anonymous', {
      routes: {
        'POST /api/auth/sign-up/email': (body) => ({ status: 200, body: { token: 't', user: { id: 'u-livia', email: String(body.email), name: 'Livia', emailVerified: false }, emailSent: false, notice } }),
        'POST /user/data': (body) => ({ status: 200, body: createUserData({ nome: String(body.nome) }) }),
      },
    });
    await fillStepOne();
    fillStepThree();
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect((await screen.findByRole('alert')).textContent).toBe(notice);
    expect(screen.getByRole('status').textContent).toMatch(/^Account creato con successo/);
  });

  test('a failed registration is retried on the same account, never a second sign-up', async () => {
    let attempts = 0;
    const { server } = renderRoute('/signup', 'anonymous', {
      routes: {
        'POST /user/data': (body) => (++attempts === 1 ? { status: 500, body: error('internal') } : { status: 200, body: createUserData({ nome: String(body.nome) }) }),
      },
    });
    await fillStepOne();
    fillStepThree();
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Errore nella registrazione. Riprova.');
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    await screen.findByText(/Account creato con successo/);
    expect(server.bodiesOf('POST /api/auth/sign-up/email')).toHaveLength(1);
    expect(server.bodiesOf('POST /user/data')).toHaveLength(2);
  });
});

describe('Google in the wizard', () => {
  test('no Google button unless the server says Google is enabled', async () => {
    renderRoute('/signup');
    await fillStepOne();
    expect(screen.queryByText('Oppure')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accedi con Google' })).toBeNull();
  });

  test('Google needs both boxes: the spec message', async () => {
    const { server } = renderRoute('/signup', 'anonymous', { routes: { 'GET /api/site': SITE_WITH_GOOGLE } });
    await fillStepOne();
    fireEvent.click(await screen.findByRole('button', { name: 'Accedi con Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Accetta i termini per entrare in Versio');
    expect(screen.getByText('Oppure')).toBeTruthy();
    expect(server.bodiesOf('POST /api/auth/sign-in/social')).toEqual([]);
  });

  test('a provider failure shows the Google message', async () => {
    renderRoute('/signup', 'anonymous', {
      routes: { 'GET /api/site': SITE_WITH_GOOGLE, 'POST /api/auth/sign-in/social': () => ({ status: 400, body: error('google_failed') }) },
    });
    await fillStepOne();
    fillStepThree({ email: '', password: '' });
    fireEvent.click(await screen.findByRole('button', { name: 'Accedi con Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Errore nell'accesso con Google");
    expect(sessionStorage.getItem('versio.pendingRegistration')).toBe(JSON.stringify({ nome: 'Livia Drusilla', scuola: 'classico', anno: 3 }));
  });
});

describe('/complete-signup', () => {
  test('asks only for the consents, with Entra and its own message', async () => {
    const { server, router } = renderRoute('/complete-signup', 'unregistered');
    await fillStepOne('Marco Tullio', 'linguistico', '5');
    expect(screen.queryByLabelText('Email')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Entra' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Accetta i termini e condizioni per registrarti');
    fillStepThree();
    fireEvent.click(screen.getByRole('button', { name: 'Entra' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.bodiesOf('POST /user/data')).toEqual([
      { user_uid: 'u-livia', nome: 'Marco Tullio', scuola: 'linguistico', anno: 5, phoneNumber: '' },
    ]);
  });
});
