import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useUserType } from '../hooks/use-user-type';
import { DevUserSwitch } from './dev-user-switch';

function ShowUserType() {
  return <output>{useUserType().userType}</output>;
}

describe('DevUserSwitch', () => {
  test('switching the test user updates every reader and localStorage', () => {
    render(
      <>
        <DevUserSwitch />
        <ShowUserType />
      </>,
    );
    const select = screen.getByLabelText('Utente di prova');
    expect(screen.getByRole('status').textContent).toBe('anonymous');
    fireEvent.change(select, { target: { value: 'lifetime' } });
    expect(screen.getByRole('status').textContent).toBe('lifetime');
    expect(localStorage.getItem('versio.devUserType')).toBe('lifetime');
  });
});
