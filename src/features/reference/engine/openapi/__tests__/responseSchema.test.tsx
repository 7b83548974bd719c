import React from 'react';
import {render, screen} from '@testing-library/react';
import ResponseSchema from '@site/src/features/reference/components/ResponseSchema';
import type {RenderedResponse} from '../../types';

// Code blocks need the Docusaurus theme; descriptions here have none.
jest.mock('../../../components/Code', () => ({__esModule: true, default: () => null}));

const html = (text: string) => [{type: 'html' as const, html: `<p>${text}</p>`}];

describe('ResponseSchema', () => {
  it('shows status, body type and the fields (nested ones collapsed)', () => {
    const response: RenderedResponse = {
      status: '200',
      type: 'object[]',
      description: [],
      params: [
        {name: 'id', type: 'string', required: true, description: html('Format: uuid.'), params: []},
        {
          name: 'owner',
          type: 'object | null',
          required: false,
          description: [],
          params: [{name: 'email', type: 'string', required: true, description: [], params: []}],
        },
      ],
    };
    const {container} = render(<ResponseSchema response={response} />);
    expect(screen.getByRole('heading', {name: 'Response'})).toBeInTheDocument();
    expect(screen.getByText('200')).toBeInTheDocument();
    expect(screen.getByText('2 fields of each item')).toBeInTheDocument();
    expect(screen.getByText('Fields of owner')).toBeInTheDocument();
    expect(container.textContent).toContain('Format: uuid.');
    expect(screen.getAllByText('Optional')).toHaveLength(1);
  });

  it('says when there is no body', () => {
    render(
      <ResponseSchema response={{status: '204', type: 'empty', description: html('No response body.'), params: []}} />,
    );
    expect(screen.getByText('no body')).toBeInTheDocument();
    expect(screen.queryByText(/fields?/)).toBeNull();
  });
});
