import { act, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { SkeletonItems } from '../skeleton';
import { LoadingState } from '../spinner';

describe('a part still loading, offline', () => {
  afterEach(() => act(() => onlineManager.setOnline(true)));

  it('says it is not available offline, and what is kept, instead of loading for good', () => {
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(/^Not available offline/);
    expect(screen.getByRole('status')).toHaveTextContent('your leads and their feedback');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('also in place of skeleton rows, and loads again once back online', () => {
    onlineManager.setOnline(false);
    render(<SkeletonItems count={3} className="row" lines={['line']} label="Loading chats" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Not available offline/);
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading chats');
  });
});
