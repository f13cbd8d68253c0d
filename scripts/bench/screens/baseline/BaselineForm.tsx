/**
 * The insure form of a 3-insured student product written by hand: react-hook-form + zod +
 * antd-mobile, one Controller per field. The yardstick `npm run bench:screens` holds the
 * manifest-driven screen against.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input, Picker, Selector } from 'antd-mobile';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type Control } from 'react-hook-form';
import { formSchema, type FormValues, type Insured } from './schema';

type Option = { label: string; value: string };
const options = (labels: string[]): Option[] => labels.map((label, i) => ({ label, value: String(i) }));
const PICKERS: Record<string, Option[]> = {
  idType: options(['身份证', '护照', '港澳通行证', '出生证明']),
  relationType: options(['本人', '配偶', '父母', '子女']),
  region: options(['济南市', '青岛市', '淄博市', '济宁市']),
  schoolKind: options(['幼儿园', '小学', '初中', '高中']),
  class: options(['一年级', '二年级', '三年级', '四年级']),
  grade: options(['1班', '2班', '3班', '4班']),
  securityCode: options(['有社保', '无社保']),
};
const PLANS = [
  { label: '基础款 ¥100', value: 'A' },
  { label: '升级款 ¥150', value: 'B' },
];
const HOLDER: [string, string][] = [
  ['name', '投保人姓名'],
  ['idType', '证件类型'],
  ['idNumber', '证件号码'],
  ['telephone', '手机号码'],
];
const INSURED: [keyof Insured, string][] = [
  ['relationType', '与投保人关系'],
  ['name', '学生姓名'],
  ['idType', '证件类型'],
  ['idNumber', '证件号码'],
  ['region', '学校所在地区'],
  ['schoolKind', '学校类型'],
  ['schoolName', '学校名称'],
  ['class', '年级'],
  ['grade', '班级'],
  ['securityCode', '是否有社保'],
];
const emptyInsured = (): Insured => ({
  relationType: '3',
  name: '',
  idType: '0',
  idNumber: '',
  region: '',
  schoolKind: '',
  schoolName: '',
  class: '',
  grade: '',
  securityCode: '0',
});

const row = { display: 'flex', padding: '10px 16px', background: '#fff', borderBottom: '1px solid #f2f2f2' };
const labelStyle = { width: 112, flex: 'none', fontSize: 15 };
const errorStyle = { color: '#e53935', fontSize: 12, padding: '0 16px 6px 128px', background: '#fff' };

function Field({ control, name, label }: { control: Control<FormValues>; name: string; label: string }) {
  const key = name.split('.').pop() ?? '';
  const picker = PICKERS[key];
  const [open, setOpen] = useState(false);
  return (
    <Controller
      control={control}
      name={name as 'holder.name'}
      render={({ field, fieldState }) => (
        <>
          <div style={row}>
            <label htmlFor={name} style={labelStyle}>
              <span style={{ color: '#e53935' }}>*</span>
              {label}
            </label>
            {picker ? (
              <>
                <button
                  id={name}
                  type="button"
                  onClick={() => setOpen(true)}
                  style={{ flex: 1, border: 0, background: 'none', textAlign: 'left' }}
                >
                  {picker.find((o) => o.value === field.value)?.label ?? '请选择'}
                </button>
                <Picker
                  columns={[picker]}
                  visible={open}
                  value={[field.value]}
                  onClose={() => {
                    setOpen(false);
                    field.onBlur();
                  }}
                  onConfirm={([v]) => field.onChange(v ?? '')}
                />
              </>
            ) : (
              <Input
                id={name}
                aria-label={label}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="请输入"
              />
            )}
          </div>
          {fieldState.error ? (
            <div role="alert" style={errorStyle}>
              {fieldState.error.message}
            </div>
          ) : null}
        </>
      )}
    />
  );
}

export function BaselineForm() {
  const { control, handleSubmit } = useForm<FormValues>({
    mode: 'onTouched',
    resolver: zodResolver(formSchema),
    defaultValues: {
      planCode: 'A',
      holder: { name: '', idType: '0', idNumber: '', telephone: '' },
      insureds: [emptyInsured()],
    },
  });
  const insureds = useFieldArray({ control, name: 'insureds' });
  return (
    <main
      data-testid="insure-screen"
      style={{ background: '#f5f6f8', minHeight: '100vh', paddingBottom: 80 }}
    >
      <h1 style={{ margin: 0, padding: '12px 16px', fontSize: 18, background: '#fff' }}>
        关爱宝学生意外伤害保险
      </h1>
      <Controller
        control={control}
        name="planCode"
        render={({ field }) => (
          <Selector options={PLANS} value={[field.value]} onChange={([v]) => v && field.onChange(v)} />
        )}
      />
      <section aria-label="投保人信息" style={{ marginTop: 8 }}>
        <h3 style={{ margin: 0, padding: '12px 16px 4px', background: '#fff' }}>投保人信息</h3>
        {HOLDER.map(([key, label]) => (
          <Field key={key} control={control} name={`holder.${key}`} label={label} />
        ))}
      </section>
      {insureds.fields.map((item, index) => (
        <section key={item.id} aria-label={`被保险人${index + 1}`} style={{ marginTop: 8 }}>
          <h3 style={{ margin: 0, padding: '12px 16px 4px', background: '#fff' }}>
            被保险人信息 {index + 1}
          </h3>
          {INSURED.map(([key, label]) => (
            <Field key={key} control={control} name={`insureds.${index}.${key}`} label={label} />
          ))}
        </section>
      ))}
      {insureds.fields.length < 3 ? (
        <Button block color="primary" fill="outline" onClick={() => insureds.append(emptyInsured())}>
          添加被保险人
        </Button>
      ) : null}
      <footer
        style={{ position: 'fixed', left: 0, right: 0, bottom: 0, padding: '10px 16px', background: '#fff' }}
      >
        <Button color="primary" onClick={() => void handleSubmit(() => undefined)()}>
          下一步
        </Button>
      </footer>
    </main>
  );
}
