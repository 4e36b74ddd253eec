import { screen } from '@testing-library/react';
import { ServiceUnavailable } from '@/components/errors/service-unavailable';
import { mockFetch, renderShell } from './harness';
import { resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

beforeEach(() => {
  resetRouter();
  mockFetch({});
});

describe('503 page (spec §2, §8)', () => {
  it("shows the error's message as its heading, with the image", () => {
    renderShell(<ServiceUnavailable message="Server error, try again later" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Server error, try again later' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A phone with a cross on its screen' })).toBeInTheDocument();
  });

  it("the secret-key gate's error reads 'Technical works'", () => {
    renderShell(<ServiceUnavailable />);
    expect(screen.getByRole('heading', { level: 1, name: 'Technical works' })).toBeInTheDocument();
    expect(screen.getByText('We are working on the site. Please come back in a few minutes.')).toBeInTheDocument();
  });
});
