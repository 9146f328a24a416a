// A field of the model merged with its resource file override (label, enum, relation, widget...): the
// field as the generic lists, forms and child lists show it.
import { isFormatName } from '../formats/formats.ts';
import { choicesOf } from '../model/fromSchemas.ts';
import type { ApiModel, FieldModel } from '../model/types.ts';
import type { ResourceFile } from '../../shared/configuration/types.ts';
import type { FieldView } from './viewTypes.ts';

export function fieldView(field: FieldModel, file: ResourceFile, model: ApiModel): FieldView {
  const override = file.fields?.[field.name] ?? {};
  const enumName = override.enum ?? field.enumName;
  const reference = override.reference ?? field.reference;
  return {
    ...field,
    label: override.label ?? field.label,
    enumName,
    choices: override.enum ? choicesOf(override.enum) : field.choices,
    // A reference named by the file makes a to-one relation of a plain field; an array stays a to-many one.
    kind:
      override.enum && field.kind !== 'enumArray'
        ? 'enum'
        : override.reference && field.kind !== 'array'
          ? 'relation'
          : field.kind,
    reference,
    representation: override.representation ?? (reference ? model.get(reference)?.representation : undefined),
    widget: override.widget,
    format: override.widget ? (isFormatName(override.widget) ? override.widget : undefined) : field.format,
    helperText: override.helperText,
    emptyText: override.emptyText,
    disabled: override.readOnly === true,
    profileFlag: override.profileFlag,
    ...(override.another ? { another: override.another } : {}),
  };
}
