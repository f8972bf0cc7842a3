// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, errorChain } from '../../src/components/ErrorBoundary';

afterEach(cleanup);

describe('ErrorBoundary', () => {
  it('shows the crash view with the error and its causes, and renders again on "Tentar novamente"', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Island() {
      if (fail) throw new Error('Falha ao montar', { cause: new Error('Rede indisponível') });
      return <p>Tudo certo</p>;
    }
    render(
      <ErrorBoundary>
        <Island />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Esta página deu erro.');
    expect(screen.getByText('Falha ao montar')).toBeTruthy();
    expect(screen.getByText('Causa: Rede indisponível')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByText('Tudo certo')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists non-Error values too', () => {
    expect(errorChain('texto')).toEqual(['texto']);
  });
});
