import React from 'react';
import {render, screen, within} from '@testing-library/react';
import type {RenderedParam} from '@site/src/features/reference/engine/types';
import ParamsTable from '../ParamsTable';

// Code blocks need the Docusaurus theme; descriptions here have none.
jest.mock('../Code', () => ({__esModule: true, default: () => null}));

const param = (p: Partial<RenderedParam> & {name: string}): RenderedParam => ({
  type: 'string',
  required: false,
  description: [],
  params: [],
  ...p,
});

describe('ParamsTable', () => {
  it('shows each parameter with its type and badges: where it goes, required or optional, its default', () => {
    render(
      <ParamsTable
        params={[
          param({name: 'ref', in: 'path', required: true}),
          param({
            name: 'count',
            type: 'number',
            default: '10',
            description: [{type: 'html', html: '<p>How many.</p>'}],
          }),
        ]}
      />,
    );
    expect(screen.getByRole('heading', {name: 'Parameters'})).toBeInTheDocument();
    const [ref, count] = screen.getAllByRole('listitem');
    expect(within(ref).getByText('ref')).toBeInTheDocument();
    expect(within(ref).getByText('path')).toBeInTheDocument();
    expect(within(ref).getByText('Required')).toBeInTheDocument();
    expect(within(count).getByText('number')).toBeInTheDocument();
    expect(within(count).getByText('Optional')).toBeInTheDocument();
    expect(within(count).getByText(/^Default:/).textContent).toBe('Default: 10');
    expect(count.textContent).toContain('How many.');
  });

  it('collapses nested properties under their parent, and shows nothing without parameters', () => {
    const {container, rerender} = render(
      <ParamsTable
        title="Flags"
        params={[param({name: 'options', type: 'object', params: [param({name: 'head'})]})]}
      />,
    );
    expect(screen.getByRole('heading', {name: 'Flags'})).toBeInTheDocument();
    const details = container.querySelector('details') as HTMLElement;
    expect(within(details).getByText('Properties of options').tagName).toBe('SUMMARY');
    expect(within(details).getByText('head')).toBeInTheDocument();
    rerender(<ParamsTable params={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
