import { Field, Form, Formik } from 'formik';
import { useDispatch } from 'react-redux';
import { noteAdded } from './notesSlice';
import type { AppDispatch } from './store';

interface Values {
  note: string;
}

const validate = (values: Values) => (values.note.trim() === '' ? { note: 'Please write a note' } : {});

/** One small Formik form, so Formik is part of the reference's weight. */
export function NoteForm() {
  const dispatch = useDispatch<AppDispatch>();
  return (
    <Formik<Values>
      initialValues={{ note: '' }}
      validate={validate}
      onSubmit={(values, helpers) => {
        dispatch(noteAdded(values.note.trim()));
        helpers.resetForm();
      }}
    >
      {({ errors, touched }) => (
        <Form noValidate>
          <label htmlFor="note">Note</label>{' '}
          <Field id="note" name="note" aria-invalid={Boolean(touched.note && errors.note)} />{' '}
          <button type="submit">Save</button>
          {touched.note && errors.note ? <p role="alert">{errors.note}</p> : null}
        </Form>
      )}
    </Formik>
  );
}
