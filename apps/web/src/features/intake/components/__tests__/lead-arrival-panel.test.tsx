import { screen, within } from '@testing-library/react';
import type { LeadArrival } from '@crm/contracts';
import { renderWithProviders } from '../../../../test/render';
import { LeadArrivalPanel } from '../lead-arrival-panel';

const arrival: LeadArrival = {
  source: { _id: 'a'.repeat(24), name: 'Agency page', kind: 'meta' },
  message: 'Call me after 5',
  answers: [
    { question: 'الميزانية', answer: '2M EGP' },
    { question: 'Preferred area', answer: 'التجمع الخامس' },
  ],
  utm: { utm_source: 'facebook', utm_campaign: 'spring' },
  ad: { leadgenId: '555', formId: '444', adId: '333', adsetId: '222', campaignId: '111' },
};

describe('the arrival panel', () => {
  it('says where the lead came from, what it wrote and answered, its tags and ad ids', () => {
    renderWithProviders(<LeadArrivalPanel arrival={arrival} />);
    const panel = screen.getByRole('region', { name: /Arrived via .*Agency page/ });
    expect(within(panel).getByText('Call me after 5')).toBeInTheDocument();
    expect(within(panel).getByText('التجمع الخامس').tagName).toBe('BDI');
    expect(within(panel).getByText('Preferred area').closest('dt')).toBeInTheDocument();
    expect(within(panel).getByText('الميزانية').tagName).toBe('BDI');
    expect(within(panel).getByText('utm_campaign')).toBeInTheDocument();
    expect(within(panel).getByText('spring')).toBeInTheDocument();
    expect(within(panel).getByText('Ad set').nextSibling).toHaveTextContent('222');
    expect(within(panel).getByText('Campaign').nextSibling).toHaveTextContent('111');
  });

  it('leaves out what a website form did not send', () => {
    renderWithProviders(
      <LeadArrivalPanel
        arrival={{
          ...arrival,
          source: { ...arrival.source, kind: 'form' },
          message: '',
          answers: [],
          utm: {},
          ad: null,
        }}
      />,
    );
    expect(screen.getByText('Website form')).toBeInTheDocument();
    expect(screen.queryByText('Answers')).not.toBeInTheDocument();
    expect(screen.queryByText('Meta ad')).not.toBeInTheDocument();
  });
});
